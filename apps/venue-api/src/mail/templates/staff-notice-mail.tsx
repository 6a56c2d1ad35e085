/** @jsxRuntime automatic */
// The venue's mails (docs/product.md#mail): what arrived, with what the staff page shows of it and a link there.
// One template for them all: they differ in their facts, not their shape.
import { MailLayout, type MailBrand } from './mail-layout';
import { Action, Facts, Para, TextLink, Title, type Fact } from './mail-parts';

export interface StaffNoticeMailProps {
  readonly brand: MailBrand;
  readonly language: string;
  readonly title: string;
  readonly intro: string;
  readonly facts: readonly Fact[];
  /** Files and pages the staff page links (a CV, photos), absolute. */
  readonly links: readonly { readonly href: string; readonly text: string }[];
  /** The staff page of it, absolute: it asks for the staff password. */
  readonly staffPage: { readonly href: string; readonly text: string };
}

export function StaffNoticeMail(p: StaffNoticeMailProps) {
  return (
    <MailLayout brand={p.brand} language={p.language} preview={p.intro}>
      <Title>{p.title}</Title>
      <Para>{p.intro}</Para>
      <Facts facts={p.facts} language={p.language} />
      {p.links.map((link) => (
        <Para key={link.href}>
          <TextLink href={link.href}>{link.text}</TextLink>
        </Para>
      ))}
      <Action href={p.staffPage.href}>{p.staffPage.text}</Action>
    </MailLayout>
  );
}
