// The terms of use (SPEC §2 /legal#terms; §9: minimum age 13, last updated 7 April 2024).
import { Link } from '../../lib/router';
import { MIN_USER_AGE, TERMS_LAST_UPDATED } from '../../../contract/constants';

export function TermsNotice() {
  return (
    <>
      <h2>Terms of use</h2>
      <p className="muted">Last updated {TERMS_LAST_UPDATED}</p>
      <h3>1. Who may use Larder</h3>
      <p>You must be at least {MIN_USER_AGE} years old to create an account. Larder is in closed beta: an account needs an invite code, and an invite is for the person it was given to.</p>
      <h3>2. Your account</h3>
      <p>Keep your password to yourself and tell us through <Link to="/contact">Contact</Link> if you think someone else has used your account. You are responsible for what is done with it. You may delete your account at any time in Preferences: it and everything it holds are deleted at once.</p>
      <h3>3. Your content</h3>
      <p>Recipes, notes, lists, plans and stores you create remain yours. You give us only the permission we need to store them and show them to you and to the people you share them with. Do not upload anything you have no right to share, and credit the original author of a recipe you import.</p>
      <h3>4. Acceptable use</h3>
      <p>Do not use Larder to break the law, to harass anyone, to send spam, or to attack or overload the service. We may suspend an account that does.</p>
      <h3>5. Food, health and allergens</h3>
      <p>Recipes, dietary badges, allergen warnings and expiry dates are guidance, not advice. Always check product labels, cook food safely, and judge for yourself whether food is fit to eat. Read the <Link to="/legal#allergen">allergen notice</Link>.</p>
      <h3>6. The beta service</h3>
      <p>Larder is provided as it is, while it is being built. Features may change or disappear, and the service may be unavailable at times. Keep your own copy of anything you cannot afford to lose.</p>
      <h3>7. Liability</h3>
      <p>As far as the law allows, we are not liable for indirect loss, or for loss caused by relying on recipe, dietary, allergen or expiry information. Nothing in these terms limits liability that cannot be limited by law.</p>
      <h3>8. Changes</h3>
      <p>We may update these terms. The date above shows the latest version; if a change matters, we will tell you in the app before it applies. Using Larder after that means you accept the new terms.</p>
    </>
  );
}
