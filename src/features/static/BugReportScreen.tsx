// Bug report (SPEC §2 is a stub; ours posts to POST /contact with the 'bug' kind).
import { ContactForm } from './ContactForm';
import './static.css';

export default function BugReportScreen() {
  return (
    <article className="static-page">
      <h1>Report a bug</h1>
      <p>Tell us what you did, what you expected, and what happened instead. The page you were on and your device and browser help too.</p>
      <ContactForm kind="bug" messageLabel="What went wrong?" submitLabel="Send bug report" />
    </article>
  );
}
