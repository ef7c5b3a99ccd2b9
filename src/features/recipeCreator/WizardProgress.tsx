// Where the wizard is: its five steps, the current one marked, the ones already open as links.
import { Link } from '../../lib/router';
import { WIZARD_STEPS } from '../../lib/recipeDraft';

interface Props {
  current: number;
  /** the furthest step whose earlier steps are all valid */
  reachable: number;
  urlOf: (index: number) => string;
}

export function WizardProgress({ current, reachable, urlOf }: Props) {
  return (
    <nav aria-label="Recipe steps">
      <ol className="wizard__progress">
        {WIZARD_STEPS.map((step, index) => (
          <li key={step.path} className={index === current ? 'is-current' : index <= reachable ? 'is-open' : undefined} aria-current={index === current ? 'step' : undefined}>
            {index !== current && index <= reachable ? <Link to={urlOf(index)}>{step.label}</Link> : <span>{step.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
