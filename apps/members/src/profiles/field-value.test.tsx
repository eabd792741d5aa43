import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { FieldValue } from './field-value';
import { profileSections } from './profile-sections';

const fieldNamed = (name: string) => {
  const field = profileSections.flatMap((section) => section.fields).find((candidate) => candidate.name === name);
  if (!field) throw new Error(`No field ${name}`);
  return field;
};

describe('FieldValue', () => {
  it('shows a birth place by its name, not its stored id', async () => {
    renderWithProviders(<FieldValue field={fieldNamed('birthPlace')} value="kanpur-in" />);
    expect(await screen.findByText('Kanpur, Uttar Pradesh')).toBeInTheDocument();
    expect(screen.queryByText('kanpur-in')).toBeNull();
  });

  it("shows any other field's value as shownValue wrote it", () => {
    renderWithProviders(<FieldValue field={fieldNamed('gotra')} value="Kashyap" />);
    expect(screen.getByText('Kashyap')).toBeInTheDocument();
  });
});
