export * from './cart_validations_generate_run';
