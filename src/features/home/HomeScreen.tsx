// SPEC §2 /home: the landing page for visitors.
import { Link } from '../../lib/router';
import './home.css';

const FEATURES = [
  { title: 'Verified recipes', text: 'A catalogue of tested recipes with dietary badges and allergen warnings, and a cook mode with step timers.' },
  { title: 'Plans and lists', text: 'Plan meals by day, check them against what you have, and send what is missing to a shopping list.' },
  { title: 'Pantry, fridge, freezer', text: 'Shop with your list, tick as you go, and move what you bought into your stores. Larder tells you what expires.' },
  { title: 'Share with your household', text: 'Share plans, lists and stores by email, with or without the right to edit.' },
];

export default function HomeScreen() {
  return (
    <div className="landing">
      <section className="landing__hero">
        <h1>Welcome to Larder</h1>
        <p className="landing__lead">Recipes, meal plans, shopping lists and what is in your cupboards, in one app that works in the shop.</p>
        <p className="landing__badge">Closed beta is now live</p>
        <div className="row">
          <Link to="/register" className="btn btn--primary">Register</Link>
          <Link to="/login" className="btn btn--secondary">Login</Link>
        </div>
      </section>
      <ul className="landing__features">
        {FEATURES.map((f) => (
          <li key={f.title} className="card">
            <h2>{f.title}</h2>
            <p>{f.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
