import type { ReactNode } from 'react';
import { vars } from './vars.css';

export interface LogoProps {
  /** Accessible name of the logo image. */
  label: string;
  className?: string;
}

/** The default wordmark: drawn in the accent colour, height from `vars.logo.height`. */
export function SalonLogo({ label, className }: LogoProps) {
  return (
    <LogoImage label={label} className={className} viewBox="0 0 120 28">
      <rect x="0" y="2" width="24" height="24" rx="12" fill={vars.color.accent} />
      <path
        d="M8 17.5c1 1.3 2.5 2 4.2 2 2 0 3.3-1 3.3-2.4 0-3.4-7.2-1.9-7.2-6 0-1.8 1.6-3.2 4-3.2 1.5 0 2.8.5 3.7 1.4"
        fill="none"
        stroke={vars.color.onAccent}
        strokeWidth="1.8"
        strokeLinecap="round"
      />
      <text
        x="32"
        y="21"
        fill={vars.color.text}
        fontFamily="Georgia, 'Times New Roman', serif"
        fontSize="20"
        letterSpacing="1"
      >
        Salon
      </text>
    </LogoImage>
  );
}

/** The Matter and Shape wordmark: two shapes and the name in capitals. */
export function MatterAndShapeLogo({ label, className }: LogoProps) {
  return (
    <LogoImage label={label} className={className} viewBox="0 0 244 32">
      <rect x="0" y="4" width="22" height="22" fill={vars.color.accent} />
      <circle cx="24" cy="15" r="11" fill="none" stroke={vars.color.text} strokeWidth="2" />
      <text
        x="44"
        y="21"
        fill={vars.color.text}
        fontFamily="Georgia, 'Times New Roman', serif"
        fontSize="14"
        letterSpacing="2.4"
      >
        MATTER AND SHAPE
      </text>
    </LogoImage>
  );
}

/** A logo as one image: its accessible name, the theme's logo height, the drawing inside. */
function LogoImage({
  label,
  className,
  viewBox,
  children,
}: LogoProps & { viewBox: string; children: ReactNode }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={viewBox}
      className={className}
      style={{ height: vars.logo.height, width: 'auto', maxWidth: '100%', display: 'block' }}
    >
      {children}
    </svg>
  );
}
