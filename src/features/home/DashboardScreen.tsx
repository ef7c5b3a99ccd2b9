// SPEC §2 /user-dashboard. The cards for meals, lists and the default store arrive with their features.
import { Link } from '../../lib/router';
import { useAppSelector } from '../../app/hooks';
import { ConfirmEmail, useAccount } from '../../components/ConfirmEmail';
import { selectUser } from '../../store/authSlice';
import { DefaultStoreCard } from './DefaultStoreCard';
import { MyListsCard } from './MyListsCard';
import { UpcomingMealsCard } from './UpcomingMealsCard';
import './home.css';

export default function DashboardScreen() {
  const user = useAppSelector(selectUser);
  const { account } = useAccount();
  return (
    <div>
      <h1>Hello, {user?.name}</h1>
      <div className="dashboard__cards">
        <section className="card">
          <h2>Find something to cook</h2>
          <p className="muted">Browse the verified recipes, filter by what you eat, and save the ones you like.</p>
          <Link to="/recipes" className="btn btn--secondary">Discover recipes</Link>
        </section>
        <UpcomingMealsCard />
        <MyListsCard />
        <DefaultStoreCard />
      </div>
      {/* after the cards: it comes with GET /account's answer, seconds after them on a slow network, and above them it
          pushed every card down under the finger about to tap one */}
      <ConfirmEmail account={account} />
    </div>
  );
}
