import { Link } from '../../lib/router';

export default function NotFoundScreen() {
  return (
    <section className="card" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>There is nothing at this address. It may have moved, or the link may be mistyped.</p>
      <Link to="/" className="btn btn--primary">Go to the start</Link>
    </section>
  );
}
