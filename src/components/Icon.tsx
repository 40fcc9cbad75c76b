// Inline SVG icon. Decorative by default (aria-hidden); pass `title` when the icon alone
// carries meaning, and it becomes role="img" with that accessible name.
import type { SVGProps } from 'react';
import { iconShapes, type IconName } from './Icon.paths';

export type { IconName } from './Icon.paths';
export { iconNames } from './Icon.paths';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'ref'> {
  name: IconName;
  /** Square size in px. */
  size?: number;
  /** Any CSS colour; defaults to the surrounding text colour. */
  color?: string;
  /** Accessible name; omit for decorative icons. */
  title?: string;
}

export function Icon({ name, size = 20, color, title, style, ...rest }: IconProps) {
  const labelled = Boolean(title);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? title : undefined}
      aria-hidden={labelled ? undefined : true}
      style={{ flexShrink: 0, color, ...style }}
      {...rest}
    >
      {iconShapes[name]}
    </svg>
  );
}
