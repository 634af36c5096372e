import { describe, expect, it } from 'vitest';
import type { TemplateComponent } from '../model/template';
import { templateBodyText } from './campaign';
import { messageFrame, templateFrame } from './templateFrame';

const withComponents = (...components: TemplateComponent[]) => ({ components });
const body = (text: string) => ({ type: 'BODY', text }) as TemplateComponent;

describe('templateBodyText', () => {
  it("gives the BODY component's text, '' without one or without a template", () => {
    expect(
      templateBodyText(withComponents({ type: 'FOOTER', text: 'Reply STOP' } as TemplateComponent, body('Hi {{1}}'))),
    ).toBe('Hi {{1}}');
    expect(templateBodyText(withComponents())).toBe('');
    expect(templateBodyText({ components: [{ type: 'BODY', text: 42 }] })).toBe('');
    expect(templateBodyText(undefined)).toBe('');
  });
});

describe('templateFrame', () => {
  it('gives the header, footer and non-blank button labels around the body', () => {
    const frame = templateFrame(
      withComponents(
        { type: 'HEADER', format: 'TEXT', text: 'Your order' } as TemplateComponent,
        body('Hi {{1}}'),
        { type: 'FOOTER', text: 'Reply STOP to opt out' } as TemplateComponent,
        {
          type: 'BUTTONS',
          buttons: [
            { type: 'QUICK_REPLY', text: 'Yes' },
            { type: 'QUICK_REPLY', text: '  ' },
          ],
        } as TemplateComponent,
      ),
    );
    expect(frame).toEqual({ header: 'Your order', footer: 'Reply STOP to opt out', buttons: ['Yes'] });
  });

  it('leaves out a header with a variable (its value is not kept) and a media header', () => {
    expect(
      templateFrame(withComponents({ type: 'HEADER', format: 'TEXT', text: 'Hi {{1}}' } as TemplateComponent)).header,
    ).toBe('');
    expect(templateFrame(withComponents({ type: 'HEADER', format: 'IMAGE' } as TemplateComponent)).header).toBe('');
  });
});

describe('messageFrame', () => {
  const template = withComponents({ type: 'FOOTER', text: 'From the template' } as TemplateComponent);

  it('prefers what the API kept with the message over the template', () => {
    expect(messageFrame({ templateHeader: 'Order A-1' }, template)).toEqual({
      header: 'Order A-1',
      footer: '',
      buttons: [],
    });
  });

  it("falls back to the template's frame, and is null with neither", () => {
    expect(messageFrame({}, template)).toEqual({ header: '', footer: 'From the template', buttons: [] });
    expect(messageFrame({}, undefined)).toBeNull();
  });
});
