/** @jsxRuntime automatic */
// The frame of every mail (docs/product.md#mail): the venue's name and logo on its own colours, the words, and a
// footer with the venue's address and a link home. Inline styles and tables only: mail readers ignore the rest.
import { Body, Container, Head, Hr, Html, Img, Link, Preview, Section, Text } from '@react-email/components';
import { directionOf, isSiteLanguage } from '@venue/core/i18n/languages';
import type { ReactNode } from 'react';
import { mailWords } from '../../languages/mail-words';

export interface MailBrand {
  readonly name: string;
  readonly address: string | null;
  readonly colours: { readonly background: string; readonly text: string };
  /** `cid:venue-logo` or an absolute https URL; null when the venue has no logo a mail can show. */
  readonly logoSrc: string | null;
  /** The site's home page, absolute. */
  readonly home: string;
}

export interface MailLayoutProps {
  readonly brand: MailBrand;
  /** BCP 47, for `<html lang dir>`: Hebrew reads right to left. */
  readonly language: string;
  /** The line a mail reader shows beside the subject. */
  readonly preview: string;
  readonly children: ReactNode;
}

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export function MailLayout({ brand, language, preview, children }: MailLayoutProps) {
  const { background, text } = brand.colours;
  return (
    <Html lang={language} dir={isSiteLanguage(language) ? directionOf(language) : 'ltr'}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, padding: '16px 0', backgroundColor: '#f3f3f5', fontFamily: FONT, color: '#1b1b1f' }}>
        <Container style={{ maxWidth: '560px', backgroundColor: '#ffffff', borderRadius: '8px', overflow: 'hidden' }}>
          <Section style={{ backgroundColor: background, padding: '20px 24px' }}>
            {brand.logoSrc ? (
              <Img
                src={brand.logoSrc}
                alt={mailWords(language).logoAlt(brand.name)}
                height="48"
                style={{ height: '48px', width: 'auto' }}
              />
            ) : null}
            <Text style={{ margin: brand.logoSrc ? '8px 0 0' : 0, fontSize: '20px', fontWeight: 700, color: text }}>{brand.name}</Text>
          </Section>
          <Section style={{ padding: '8px 24px 16px' }}>{children}</Section>
          <Hr style={{ borderColor: '#e4e4e8', margin: 0 }} />
          <Section style={{ padding: '12px 24px 20px' }}>
            <Text style={{ margin: 0, fontSize: '12px', color: '#5c5c66' }}>
              {brand.name}
              {brand.address ? `, ${brand.address}` : ''}
            </Text>
            <Text style={{ margin: '4px 0 0', fontSize: '12px' }}>
              <Link href={brand.home} style={{ color: '#5c5c66' }}>
                {brand.home}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
