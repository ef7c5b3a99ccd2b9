// /contact (SPEC §2: name, email and message; registered once, see routes.tsx).
import { Link } from '../../lib/router';
import { ContactForm } from './ContactForm';
import './static.css';

export default function ContactScreen() {
  return (
    <article className="static-page">
      <h1>Contact us</h1>
      <p>Questions, ideas, or a request about your data: write to us and we will answer by e-mail. Something broken? The <Link to="/bug-report">bug report</Link> form asks for what helps us fix it.</p>
      <ContactForm />
    </article>
  );
}
