// A list, store or meal plan that does not exist, or is no longer shared with the user (the server answers 404
// for both), with the way back to its overview.
import { Link } from 'react-router-dom';

interface NotFoundNoticeProps {
  /** the screen's own class, for its layout */
  className: string;
  /** 'list', 'store', 'meal plan' */
  noun: string;
  backTo: string;
  backLabel: string;
}

/** what a 404 on a list, store or meal plan means to its user */
export const notFoundText = (noun: string) => `This ${noun} does not exist, or it is no longer shared with you.`;

export function NotFoundNotice({ className, noun, backTo, backLabel }: NotFoundNoticeProps) {
  return (
    <div className={className}>
      <h1>{`${noun.charAt(0).toUpperCase()}${noun.slice(1)} not found`}</h1>
      <p>{notFoundText(noun)}</p>
      <Link to={backTo} className="btn btn--secondary">{`Back to ${backLabel}`}</Link>
    </div>
  );
}
