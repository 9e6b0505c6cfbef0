import type { ButtonHTMLAttributes } from 'react';

type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'title'> & {
  /** What the button does: read out as its name and shown as its tooltip. */
  label: string;
};

/** A button that shows no text of its own (an icon, a picture), so its label names it and titles it. */
export function IconButton({ label, type = 'button', ...props }: IconButtonProps) {
  return <button type={type} aria-label={label} title={label} {...props} />;
}
