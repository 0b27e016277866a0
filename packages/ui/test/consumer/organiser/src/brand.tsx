// The organiser's brand: their theme class, name and logo, as the library's `Theme`.
import { defineTheme, type LogoProps } from '@salon/ui';
import { brandClass } from './brand.css';

function LumiereLogo({ label }: LogoProps) {
  return (
    <svg role="img" aria-label={label} width="120" height="32" viewBox="0 0 120 32">
      <rect width="32" height="32" rx="6" fill="#7A1F3D" />
      <text x="40" y="22" fontSize="16" fill="#1A1A1A">
        Lumière
      </text>
    </svg>
  );
}

export const brandTheme = defineTheme({
  name: 'lumiere',
  className: brandClass,
  brandName: 'Salon Lumière',
  Logo: LumiereLogo,
  footer: {
    showLogo: true,
    note: { fr: 'Salon Lumière, Lyon.', en: 'Salon Lumière, Lyon.' },
  },
});
