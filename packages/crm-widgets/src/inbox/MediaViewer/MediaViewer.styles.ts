import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

export const Stage = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space.sm};
  margin: 0;
`;

/** The image at its own proportions, as large as the dialog allows. */
export const Picture = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  inline-size: 100%;
  min-block-size: 240px;
  max-block-size: 70vh;

  img {
    display: block;
    max-inline-size: 100%;
    max-block-size: 70vh;
    object-fit: contain;
  }
`;

export const Caption = styled.figcaption`
  align-self: stretch;
  text-align: start;
  overflow-wrap: anywhere;
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
  inline-size: 100%;
`;

export const Position = styled.span`
  font-size: ${vars.font.sizeSm};
`;
