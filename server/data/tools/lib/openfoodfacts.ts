// Reads Open Food Facts' ingredient taxonomy and resolves a node's diet properties and allergens through
// its parents, the way Open Food Facts itself inherits them.
import { readFileSync } from 'node:fs';

type Verdict = 'yes' | 'no' | 'maybe';

interface TaxonomyNode {
  name?: Record<string, string>;
  parents?: string[];
  vegan?: { en?: string };
  vegetarian?: { en?: string };
  allergens?: { en?: string };
}

// Nodes whose descendants are free sugars (WHO): added sugars, syrups, honey, jams, chocolate and juices.
const SUGAR_ROOTS = new Set(['en:added-sugar', 'en:sugar', 'en:sugar-syrup', 'en:syrup', 'en:honey', 'en:jam', 'en:chocolate', 'en:fruit-juice']);
const SEVERITY: Record<Verdict, number> = { yes: 0, maybe: 1, no: 2 };

export interface OffFacts {
  id: string;
  vegan: Verdict | null;
  vegetarian: Verdict | null;
  allergens: string[];
  sugary: boolean;
}

export class OpenFoodFacts {
  private readonly nodes: Record<string, TaxonomyNode>;
  private readonly byEnglishName = new Map<string, string>();

  constructor(jsonPath: string) {
    this.nodes = JSON.parse(readFileSync(jsonPath, 'utf8')) as Record<string, TaxonomyNode>;
    for (const [id, node] of Object.entries(this.nodes)) {
      const english = node.name?.en?.toLowerCase();
      // Prefer canonical English ids when two languages share a name.
      if (english && (!this.byEnglishName.has(english) || id.startsWith('en:'))) this.byEnglishName.set(english, id);
    }
  }

  idForName(name: string): string | undefined {
    return this.byEnglishName.get(name.toLowerCase());
  }

  facts(id: string): OffFacts {
    if (!this.nodes[id]) throw new Error(`Open Food Facts has no ${id}`);
    const ancestors = this.ancestors(id);
    const allergens = new Set<string>();
    for (const ancestor of ancestors) {
      for (const allergen of (this.nodes[ancestor]?.allergens?.en ?? '').split(',')) {
        if (allergen.trim()) allergens.add(allergen.trim().replace(/^en:/, ''));
      }
    }
    return {
      id,
      vegan: this.nearest(id, 'vegan'),
      vegetarian: this.nearest(id, 'vegetarian'),
      allergens: [...allergens],
      sugary: ancestors.some((ancestor) => SUGAR_ROOTS.has(ancestor)),
    };
  }

  private ancestors(id: string): string[] {
    const seen = new Set<string>();
    const queue = [id];
    while (queue.length > 0) {
      const next = queue.shift();
      if (next === undefined || seen.has(next)) continue;
      seen.add(next);
      queue.push(...(this.nodes[next]?.parents ?? []));
    }
    return [...seen];
  }

  // The closest generation that states the property wins; within it the strictest verdict.
  private nearest(id: string, property: 'vegan' | 'vegetarian'): Verdict | null {
    const seen = new Set<string>();
    let generation = [id];
    while (generation.length > 0) {
      const verdicts = generation
        .map((node) => this.nodes[node]?.[property]?.en)
        .filter((value): value is Verdict => value === 'yes' || value === 'no' || value === 'maybe');
      if (verdicts.length > 0) return verdicts.reduce((a, b) => (SEVERITY[b] > SEVERITY[a] ? b : a));
      const parents: string[] = [];
      for (const node of generation) {
        if (seen.has(node)) continue;
        seen.add(node);
        parents.push(...(this.nodes[node]?.parents ?? []));
      }
      generation = parents;
    }
    return null;
  }
}
