import type { th } from './content.th'

// English texts of one area of the store, with the Thai object's type (content.th.ts).

export const en: typeof th = {
  topic_page: {
    sections: 'In this section',
    overview: 'Overview',
    not_found_title: 'Page not found',
  },
  page_error: {
    retry: 'Try again',
    go_home: 'Go back home.',
    load_failed: 'This page could not be loaded',
  },
  contact_page: {
    title: 'Contact us',
    heading: 'Contact us',
    intro:
      'Questions about an order, a payment or reading a book? Send us a message and our team will reply by email within one working day.',
    form_label: 'Contact form',
    full_name: 'Full name',
    email: 'Email',
    email_hint: 'We will reply to this address',
    subject: 'Subject',
    subject_placeholder: 'Choose a subject',
    enquiry: 'Message',
    submit: 'Send message',
    sending: 'Sending…',
    required_full_name: 'Please enter your name',
    required_email: 'Please enter your email',
    invalid_email: 'Invalid email address',
    required_subject: 'Please choose a subject',
    required_enquiry: 'Please enter a message',
    send_failed: 'Your message could not be sent',
    sent_title: 'Message sent',
    send_another: 'Send another message',
  },
  settings_page: {
    title: 'Settings',
    heading: 'Settings',
    language: 'Language',
    language_hint: 'The language of the store and of the book details',
    thai: 'ไทย',
    english: 'English',
    theme: 'Theme',
    theme_hint: 'Changes the colours of the screen; remembered in this browser',
    dark: 'Dark',
    light: 'Light',
  },
}
