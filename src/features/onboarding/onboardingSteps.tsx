// SPEC §2/§4: the six onboarding steps. Each teaches one area of Larder and links to it; following a link
// ends the tour (onLeave), so the user lands on the screen the step was about.
import type { ReactNode } from 'react';
import { Link } from '../../lib/router';

export interface OnboardingStep {
  title: string;
  body: (onLeave: () => void) => ReactNode;
}

export const ONBOARDING_STEPS: OnboardingStep[] = [
  {
    title: 'Welcome',
    body: () => (
      <>
        <p>Larder keeps your cooking in one place: the recipes you love, what you plan to eat this week, what you need to buy, and what is already in your cupboards.</p>
        <p>This short tour shows you where everything lives. It takes about a minute, and you can leave it at any time with Escape.</p>
      </>
    ),
  },
  {
    title: 'Basic preferences',
    body: (onLeave) => (
      <>
        <p>Tell Larder how you eat. In <Link to="/user-preferences" onClick={onLeave}>Preferences</Link>, choose <strong>Set recipe preferences</strong> to pick diets (vegan, vegetarian, gluten free, dairy free, sugar free) and ingredients or categories to include or leave out.</p>
        <p>Tick <strong>Save</strong> in that dialog to keep the choices on this device. The same page changes your name, e-mail and password, and switches the daily e-mail about food that is about to expire.</p>
      </>
    ),
  },
  {
    title: 'Discover recipes',
    body: (onLeave) => (
      <>
        <p><Link to="/recipes" onClick={onLeave}>Discover</Link> lists verified recipes. Use the search icon to find one by name, and the filter icon to narrow the list; the number on it shows how many filters are on.</p>
        <p>Open a recipe to see its ingredients, steps and dietary badges. Tap the heart to save it, and try cook mode for one step at a time with timers. An allergen warning lists the ingredients to watch.</p>
      </>
    ),
  },
  {
    title: 'Time to shop',
    body: (onLeave) => (
      <>
        <p>Plan the week in <Link to="/user-meal-plans" onClick={onLeave}>Meal plans</Link>, then gather what you need in <Link to="/user-shopping-lists" onClick={onLeave}>Shopping lists</Link>. Items already on a list add up instead of repeating.</p>
        <p>In the shop, tick items off as you go and choose <strong>complete shop</strong>: the bought items move into one of your <Link to="/user-stores" onClick={onLeave}>Stores</Link> (your fridge, freezer or pantry), and <Link to="/user-notifications" onClick={onLeave}>Notifications</Link> tell you what will expire soon.</p>
        <p>Lists, plans and stores can be shared with the people you cook with.</p>
      </>
    ),
  },
  {
    title: 'Thank you',
    body: (onLeave) => (
      <>
        <p>Thank you for trying Larder while it is in closed beta. Things will change, and your feedback decides what changes first.</p>
        <p>Found something broken? Use the <Link to="/bug-report" onClick={onLeave}>bug report</Link> form. Ideas and questions are welcome through <Link to="/contact" onClick={onLeave}>Contact</Link>.</p>
      </>
    ),
  },
  {
    title: 'Finale',
    body: (onLeave) => (
      <>
        <p>You are ready. A good first step: save two or three recipes from <Link to="/recipes" onClick={onLeave}>Discover</Link>, then build your first shopping list from them.</p>
        <p>The menu button at the top left opens every area at any time. To see this tour again, use <strong>Reset tutorials</strong> under Beta tools in <Link to="/user-preferences" onClick={onLeave}>Preferences</Link>.</p>
      </>
    ),
  },
];
