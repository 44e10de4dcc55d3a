import { userEvent, type within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/** A field's label as the play looks it up: the text exactly, with the required asterisk after it or not. */
export function fieldLabel(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);
}

type ContactText = 'fname' | 'company' | 'email' | 'tel' | 'state' | 'city' | 'postal' | 'address1';
/** The story's storyText of the domain-order area, for the contact labels (the helper itself is for stories only). */
type ContactLabels = (key: `contact.fields.${ContactText | 'country'}`) => string;

/** Puts the studio owner's registrant contact into the form, each field pasted as a user would (container stories). */
export async function fillContact(canvas: Canvas, t: ContactLabels): Promise<void> {
  const paste = async (key: ContactText, text: string) => {
    await userEvent.click(canvas.getByLabelText(fieldLabel(t(`contact.fields.${key}`))));
    await userEvent.paste(text);
  };
  await paste('fname', 'Maya');
  await paste('company', 'Lestari Studio');
  await paste('email', 'maya@lestari.studio');
  await userEvent.selectOptions(canvas.getByLabelText(fieldLabel(t('contact.fields.country'))), 'ID');
  // The country offered its dial code: the rest of the number follows it.
  await paste('tel', '81234567890');
  await paste('state', 'DKI Jakarta');
  await paste('city', 'Jakarta Selatan');
  await paste('postal', '12730');
  await paste('address1', 'Jl. Kemang Raya 10');
}
