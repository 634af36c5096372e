import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

export const Nav = styled.nav`
  display: grid;
  gap: ${vars.space.sm};
  padding-block-start: ${vars.space.sm};
  border-block-start: 1px solid ${vars.color.border};

  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
    gap: ${vars.space.xxs};
  }
  & li > button {
    inline-size: 100%;
    justify-content: start;
  }
  & li > button[aria-current='page'] {
    background: ${vars.color.primarySoft};
  }
`;

/** The language switch and Logout, on one row (wrapping when narrow). */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm};
`;
