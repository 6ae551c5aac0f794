/**
 * The Academy API's e-mail. Any feature sends with `sendMail` (SMTP when SMTP_URL
 * is set, else .eml files in the data directory); the plain text of an HTML message comes from
 * `htmlToPlainText`.
 */
export { htmlToPlainText } from './html-to-text';
export {
  createMailer,
  getMailer,
  type Mailer,
  type MailMessage,
  mailFolder,
  type SentMail,
  sendMail,
} from './transport';
