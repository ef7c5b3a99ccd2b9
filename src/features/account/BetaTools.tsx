// SPEC §2 /user-preferences beta tools: 'reset tutorials' removes tutorial_enabled, so the prompt returns.
import { useToast } from '../../components/Toast';
import { resetTutorials } from '../../lib/tutorial';

export function BetaTools() {
  const toast = useToast();
  const reset = () => {
    resetTutorials();
    toast('Tutorials reset');
  };
  return (
    <section className="prefs__section" aria-labelledby="beta-tools-heading">
      <h2 id="beta-tools-heading">Beta tools</h2>
      <p className="muted">Bring back the welcome prompt and the guided tour, as on your first visit.</p>
      <button type="button" className="btn btn--secondary" onClick={reset}>Reset tutorials</button>
    </section>
  );
}
