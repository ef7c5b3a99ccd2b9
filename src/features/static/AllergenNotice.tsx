// The allergen notice (SPEC §2 /legal#allergen): what the badges and warnings are based on, and their limits.
const EU_ALLERGENS = [
  'Cereals containing gluten (wheat, rye, barley, oats)', 'Crustaceans', 'Eggs', 'Fish', 'Peanuts', 'Soybeans', 'Milk',
  'Nuts (almonds, hazelnuts, walnuts, cashews, pecans, Brazil nuts, pistachios, macadamias)', 'Celery', 'Mustard',
  'Sesame seeds', 'Sulphur dioxide and sulphites', 'Lupin', 'Molluscs',
];

export function AllergenNotice() {
  return (
    <>
      <h2>Allergen notice</h2>
      <p>Food law in the UK and the EU names fourteen allergens that must be declared on labels:</p>
      <ol className="static-page__allergens">
        {EU_ALLERGENS.map((name) => <li key={name}>{name}</li>)}
      </ol>
      <h3>How Larder marks allergens</h3>
      <p>The allergen warning on a recipe and its dietary badges (vegan, vegetarian, gluten free, dairy free, sugar free) are computed from the ingredient data in our catalogue, not checked by a person for each recipe. An ingredient&apos;s facts describe it in general; the product you buy may differ by brand, may contain other ingredients, or may be made where allergens are handled.</p>
      <h3>Please check</h3>
      <ul>
        <li>The badges and warnings may be wrong or incomplete. A missing warning does not mean a recipe is safe.</li>
        <li>Always read the label of every product you use, every time: recipes change.</li>
        <li>Custom and imported ingredients carry no allergen information at all.</li>
        <li>If you cook for someone with an allergy, ask them, and when in doubt, leave it out.</li>
      </ul>
    </>
  );
}
