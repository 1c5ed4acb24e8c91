import { iconFrame, type IconProps } from './svg-icon';

export const PlayIcon = (p: IconProps) => (
  <svg {...iconFrame} {...p}>
    <path d="M7 5l12 7-12 7z" />
  </svg>
);
