// /about (SPEC §2 leaves it empty; ours says what Larder is and credits the open data it uses).
import { Link } from '../../lib/router';
import './static.css';

export default function AboutScreen() {
  return (
    <article className="static-page">
      <h1>About Larder</h1>
      <p>Larder is a kitchen companion for people who cook at home. It keeps four things together that usually live in four different places:</p>
      <ul>
        <li><strong><Link to="/recipes">Recipes</Link></strong>: verified recipes to discover, your own recipes, and recipes imported from the web, with dietary badges, allergen warnings and a step-by-step cook mode with timers.</li>
        <li><strong>Meal plans</strong>: what you will cook on which day, scheduled from a start date.</li>
        <li><strong>Shopping lists</strong>: built by hand or from recipes and plans, ticked off in the shop and shared with your household.</li>
        <li><strong>Stores</strong>: your fridge, freezer and pantry, with expiry dates, so food gets eaten before it goes off.</li>
      </ul>
      <p>Larder is in closed beta: you join with an invite code. It works offline once installed, and everything you keep in it belongs to you; the <Link to="/legal#privacy">privacy notice</Link> says exactly what is stored.</p>

      <h2>Credits</h2>
      <p>The ingredient facts in Larder&apos;s catalogue are drawn from two open sources and restated in our own table:</p>
      <ul>
        <li>Shelf lives come from <strong>USDA FoodKeeper</strong> (USDA Food Safety and Inspection Service), a work of the United States government in the public domain.</li>
        <li>Vegan and vegetarian properties and allergens come from the ingredient taxonomy of <strong>Open Food Facts</strong>, © Open Food Facts contributors, available under the <a href="https://opendatacommons.org/licenses/odbl/1-0/" rel="noopener noreferrer">Open Database License (ODbL)</a>.</li>
      </ul>
      <p>The recipes, news and illustrations were written and drawn for Larder.</p>

      <h2>Get in touch</h2>
      <p>Questions and ideas are welcome through <Link to="/contact">Contact</Link>; something broken goes to the <Link to="/bug-report">bug report</Link> form. The <Link to="/legal">legal notices</Link> cover the terms, privacy and allergens.</p>
    </article>
  );
}
