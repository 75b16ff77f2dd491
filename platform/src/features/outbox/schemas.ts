export const outboxAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'messages'],
  properties: {
    success: { type: 'boolean' },
    messages: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'kind', 'to', 'subject', 'body', 'code', 'createdTime'],
        properties: {
          id: { type: 'integer' },
          kind: { type: 'string' },
          to: { type: 'string' },
          subject: { type: 'string' },
          body: { type: 'string' },
          code: { type: 'string', nullable: true },
          shortCode: { type: 'string', nullable: true },
          createdTime: { type: 'integer' },
        },
      },
    },
  },
} as const;
