// /contact-beta (SPEC §2 shows no content; ours is the contact form, for beta testers' feedback).
import { ContactForm } from './ContactForm';
import './static.css';

export default function ContactBetaScreen() {
  return (
    <article className="static-page">
      <h1>Beta feedback</h1>
      <p>Thank you for testing Larder. Tell us what works, what does not, and what you miss.</p>
      <ContactForm messageLabel="Your feedback" submitLabel="Send feedback" />
    </article>
  );
}
