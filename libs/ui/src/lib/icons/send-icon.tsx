import { iconFrame, type IconProps } from './svg-icon';

export const SendIcon = (p: IconProps) => (
  <svg {...iconFrame} {...p}>
    <path d="M4 12l16-8-6 16-3-7z" />
  </svg>
);
