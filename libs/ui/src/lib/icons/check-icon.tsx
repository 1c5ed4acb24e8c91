import { iconFrame, type IconProps } from './svg-icon';

export const CheckIcon = (p: IconProps) => (
  <svg {...iconFrame} {...p}>
    <path d="M5 12l5 5 9-10" />
  </svg>
);
