import { styled } from 'styled-components';
import { vars } from '../../theme/cssVars';

export type AvatarSize = 'sm' | 'md' | 'lg';

const sizes: Record<AvatarSize, { box: string; font: string }> = {
  sm: { box: '28px', font: vars.font.sizeXs },
  md: { box: '40px', font: vars.font.sizeMd },
  lg: { box: '56px', font: vars.font.sizeXl },
};

export const AvatarRoot = styled.span<{ $size: AvatarSize }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => sizes[$size].box};
  height: ${({ $size }) => sizes[$size].box};
  overflow: hidden;
  border-radius: 50%;
  background: ${vars.color.primarySoft};
  color: ${vars.color.primaryOnSoft};
  font-size: ${({ $size }) => sizes[$size].font};
  font-weight: ${vars.font.weightBold};
  line-height: 1;
  user-select: none;

  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  & svg {
    width: 55%;
    height: 55%;
  }
`;
