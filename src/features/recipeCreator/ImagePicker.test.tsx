// SPEC §8 image errors as the picker shows them: under the field, announced, with the previous photo kept.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RECIPE_MESSAGES } from '../../../contract/recipeRules';
import { ImagePicker } from './ImagePicker';

function Harness({ initial }: { initial: string | null }) {
  const [value, setValue] = useState(initial);
  return <ImagePicker label="Recipe photo" value={value} onChange={setValue} />;
}

test('a file that is not an image is refused with its message, and the photo already chosen stays', async () => {
  const user = userEvent.setup({ applyAccept: false });
  render(<Harness initial="data:image/jpeg;base64,AAAA" />);
  await user.upload(screen.getByLabelText('Recipe photo'), new File(['%PDF-1.7'], 'menu.pdf', { type: 'application/pdf' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(RECIPE_MESSAGES.imageOnlyImages);
  expect(screen.getByLabelText('Recipe photo')).toHaveAccessibleDescription(RECIPE_MESSAGES.imageOnlyImages);
  expect(screen.getByRole('img', { name: 'Recipe photo preview' })).toHaveAttribute('src', 'data:image/jpeg;base64,AAAA');
});

test('a chosen photo can be removed', async () => {
  const user = userEvent.setup();
  render(<Harness initial="data:image/jpeg;base64,AAAA" />);
  await user.click(screen.getByRole('button', { name: 'Remove recipe photo' }));
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});
