import { iconFrame, type IconProps } from './svg-icon';

export const ChevronDownIcon = (p: IconProps) => (
  <svg {...iconFrame} {...p}>
    <path d="M6 9l6 6 6-6" />
  </svg>
);
