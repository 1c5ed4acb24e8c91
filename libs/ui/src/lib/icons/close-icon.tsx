import { iconFrame, type IconProps } from './svg-icon';

export const CloseIcon = (p: IconProps) => (
  <svg {...iconFrame} {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);
