/** The From of our mails unless MAIL_FROM says otherwise (the job worker's and the local sign-in link's). */
export const DEFAULT_MAIL_FROM = 'Pond Builders Direct <hello@pondbuildersdirect.com>';
