/** A contact-us enquiry that passes the form's check (the demo content's fields), for the contact form's tests. */
export const GOOD_ENQUIRY = {
  firstName: 'Robin',
  lastName: 'Park',
  email: 'robin.park@example.com',
  phone: '0412 345 678',
  orderNumber: '',
  message: 'Can I collect my Oslo bed from the Richmond store on Saturday?',
};
