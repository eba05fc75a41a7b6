/** The contact form (in the widget and on /contact) and the /contact page. */
export const contact = {
  name: 'Name',
  email: 'Email',
  message: 'Message',
  send: 'Send message',
  sending: 'Sending...',
  title: 'Contact us',
  seoTitle: 'Contact Us',
  intro:
    'Questions about DegreeWorth for yourself, your students or your district? Send us a message or book a demo.',
  formTitle: 'Send us a message',
  sales: 'Sales',
  salesEmail: 'Email:',
  salesPhone: 'Phone:',
} as const;
