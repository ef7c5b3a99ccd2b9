// The privacy notice (SPEC §2 /legal#privacy): what this app stores, where, and why.
import { Link } from '../../lib/router';

export function PrivacyNotice() {
  return (
    <>
      <h2>Privacy notice</h2>
      <p>Larder stores what it needs to work for you, and nothing more. We do not sell your data, share it with third parties, show advertising, or use analytics or tracking of any kind.</p>
      <h3>On our server</h3>
      <ul>
        <li><strong>Your account</strong>: name, e-mail address, a salted hash of your password (never the password itself), whether your e-mail is confirmed, the invite code you used, and your e-mail preferences.</li>
        <li><strong>Sessions</strong>: a random sign-in token per device, so you stay signed in. Changing your password signs out your other devices.</li>
        <li><strong>What you create</strong>: saved and imported recipes, your own recipes and their images, meal plans, shopping lists, stores and their items with dates and quantities, and notes.</li>
        <li><strong>Shares</strong>: who you shared a list, plan or store with, and what they may do with it.</li>
        <li><strong>Short-lived links</strong>: one-time tokens for e-mail confirmation and password reset, which expire.</li>
        <li><strong>Messages you send us</strong> through the contact or bug report forms: your name, e-mail address and message, kept in our mailbox to answer you.</li>
      </ul>
      <h3>On your device</h3>
      <p>Your browser&apos;s local storage keeps: your sign-in token and user details (token, user), saved and imported recipes and meal plans for offline use (saved_recipes, imported_recipes, user_mealplans), your recipe filters if you tick Save (filters), the installed version (installedVersion), whether you want the tutorial (tutorial_enabled), unsaved recipe drafts (draft_recipe for a new recipe, draft_recipe:&lt;recipe id&gt; for one being edited), notes, the items ticked off per shopping list, which ingredient each scanned receipt line was stored as (scan_matches), and, from a page closed before its edits were sent, those edits until the app next starts (outbox_leaving); and in the tab&apos;s own storage, a copy of the recipe draft open in it, and a meal plan&apos;s edits when your session ended, until you sign in again. Its IndexedDB keeps the last known copy of your shopping lists, stores, shares and meal plans, so they open without a connection, and the edits made offline until they are sent. Signing out removes your session and that copy from this device. The app&apos;s offline cache holds the app itself and the public recipe catalogue, not your data.</p>
      <h3>E-mail</h3>
      <p>We send e-mail to confirm your address, to reset your password, to tell you of a change to your password or e-mail address or of your account&apos;s deletion, when someone shares a list, plan or store with your address, when a recipe you asked to publish is approved or refused, and, if you switch it on in Preferences, each morning about store items that are about to expire. Mail goes through our own mail server.</p>
      <h3>Your rights</h3>
      <p>You can see and change your account details in Preferences, and delete your account and everything in it there. To get a copy of your data, write to us through <Link to="/contact">Contact</Link>; we answer within 30 days.</p>
    </>
  );
}
