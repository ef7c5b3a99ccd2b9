// SPEC §9 merging, shared by the client's lists and the server's complete-shop: quantities add; the
// measurement is kept only if both match, else 'unit'. Beyond the spec, amounts in one dimension are
// converted first, so 500 g + 1 kg is 1.5 kg rather than 501 unit.
import { MERGE_FALLBACK_UNIT, type Unit } from './constants';

/** Units of one dimension, each as a multiple of the group's smallest. */
const DIMENSIONS: Partial<Record<Unit, number>>[] = [
  { mg: 1, g: 1000, kg: 1_000_000 },
  { ml: 1, l: 1000 },
  // kitchen measures: 3 tsp to the tbsp, 16 tbsp to the cup
  { tsp: 1, tbsp: 3, cup: 48 },
];

export interface Amount {
  quantity: number;
  measurement: Unit;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

export function mergeQuantities(a: Amount, b: Amount): Amount {
  if (a.measurement === b.measurement) return { quantity: round(a.quantity + b.quantity), measurement: a.measurement };
  const dimension = DIMENSIONS.find((d) => d[a.measurement] !== undefined && d[b.measurement] !== undefined);
  if (!dimension) return { quantity: round(a.quantity + b.quantity), measurement: MERGE_FALLBACK_UNIT };
  const factorA = dimension[a.measurement]!;
  const factorB = dimension[b.measurement]!;
  // the result is told in the larger of the two units
  const [unit, factor] = factorA >= factorB ? [a.measurement, factorA] : [b.measurement, factorB];
  return { quantity: round((a.quantity * factorA + b.quantity * factorB) / factor), measurement: unit };
}
