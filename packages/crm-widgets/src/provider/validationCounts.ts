/**
 * The two validation messages of the SDK that carry a number, as labels: `{n}` is the parameter's number or the count
 * of examples (spec wording, section 5). The other validation labels are the SDK's `VALIDATION_MESSAGES` themselves.
 */
export const validationCountLabels = {
  /** 'Parameter {n} is required' (the inbox's key too): '{n}' is the parameter's number. */
  parameterRequired: 'Parameter {n} is required',
  /** The template editor's examples: '{n}' is how many variables need one. */
  exampleValuesRequired: {
    one: 'Please provide {n} example value(s) for the variables',
    other: 'Please provide {n} example value(s) for the variables',
  },
} as const;
