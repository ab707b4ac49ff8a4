export * from './cart_delivery_options_discounts_generate_run';
