import { z } from 'zod';
import { EmailSchema, PasswordSchema, TokenSchema, requiredText } from '../auth/auth.schemas.js';
import { maxUnitPrice } from '../cart/amount-limits.js';
import { moneyAnswer, moneyInput } from '../money/wire-money.js';
import { memberRoles, memberStatuses } from './member-roles.js';

/*
 * Issue 26, decision 035: a business's team. Owners invite people by email with roles and a per-checkout
 * limit, change them, suspend, reinstate and remove them; every member reads the team.
 */

export const MemberRoleSchema = z.enum(memberRoles, { error: 'TEAM_ROLES_INVALID' });
/** At least one role, each once. */
export const MemberRolesSchema = z
  .array(MemberRoleSchema, { error: 'TEAM_ROLES_INVALID' })
  .min(1, { error: 'TEAM_ROLES_INVALID' })
  .max(memberRoles.length, { error: 'TEAM_ROLES_INVALID' })
  .transform((roles) => [...new Set(roles)]);

/** A requester's limit per checkout in halalas (VAT and delivery included); null: no limit. */
const OrderLimitSchema = z
  .number({ error: 'AMOUNT_INVALID' })
  .int({ error: 'AMOUNT_INVALID' })
  .min(0, { error: 'AMOUNT_INVALID' })
  // A checkout is bounded far below this; a limit above it means none in practice.
  .max(maxUnitPrice * 100, { error: 'AMOUNT_INVALID' })
  .nullable();

/** The amounts of the team's requests and answers, which Tawrid's web app sends as `…Halalas`. */
export const teamMoneyKeys = ['orderLimit'] as const;

export const TeamMemberSchema = moneyAnswer(
  z.object({
    memberId: z.uuid(),
    name: z.string(),
    email: z.string(),
    roles: z.array(MemberRoleSchema),
    status: z.enum(memberStatuses),
    orderLimit: z.number().int().nullable(),
    isYou: z.boolean(),
    createdAt: z.iso.datetime(),
  }),
  teamMoneyKeys,
);
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamInvitationSchema = moneyAnswer(
  z.object({
    invitationId: z.uuid(),
    email: z.string(),
    roles: z.array(MemberRoleSchema),
    orderLimit: z.number().int().nullable(),
    invitedByName: z.string().nullable(),
    expiresAt: z.iso.datetime(),
    isExpired: z.boolean(),
    createdAt: z.iso.datetime(),
  }),
  teamMoneyKeys,
);
export type TeamInvitation = z.infer<typeof TeamInvitationSchema>;

/** `GET /api/team`: the members (removed ones left out) and, for owners only, the pending invitations. */
export const TeamSchema = z.object({
  members: z.array(TeamMemberSchema),
  invitations: z.array(TeamInvitationSchema),
});
export type Team = z.infer<typeof TeamSchema>;

/** `POST /api/team/invitations`: the limit in riyals or, as Tawrid's web app sends it, `orderLimitHalalas`. */
export const InviteMemberBodySchema = moneyInput(
  z.object({
    email: EmailSchema,
    roles: MemberRolesSchema,
    orderLimit: OrderLimitSchema.optional().transform((limit) => limit ?? null),
  }),
  teamMoneyKeys,
);
export type InviteMemberBody = z.input<typeof InviteMemberBodySchema>;
export type InviteMember = z.output<typeof InviteMemberBodySchema>;

/** `PATCH /api/team/members/:memberId`: roles and/or the limit (null removes it). */
export const UpdateMemberBodySchema = moneyInput(
  z.object({
    roles: MemberRolesSchema.optional(),
    orderLimit: OrderLimitSchema.optional(),
  }),
  teamMoneyKeys,
);
export type UpdateMemberBody = z.input<typeof UpdateMemberBodySchema>;
export type MemberChanges = z.output<typeof UpdateMemberBodySchema>;

export const MemberIdParamsSchema = z.object({ memberId: z.uuid({ error: 'NOT_FOUND' }) });
export const InvitationIdParamsSchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });

/** `GET /api/team/invitations/preview?token=`: what the invited person is asked to accept. */
export const InvitationTokenQuerySchema = z.object({ token: TokenSchema });
export const InvitationPreviewSchema = z.object({
  businessName: z.string(),
  email: z.string(),
  roles: z.array(MemberRoleSchema),
  invitedByName: z.string().nullable(),
  expiresAt: z.iso.datetime(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

/** The accept form's fields (the token comes from the link). */
export const AcceptInvitationFormSchema = z
  .object({
    name: requiredText(100),
    password: PasswordSchema,
    confirmPassword: z.string({ error: 'FIELD_REQUIRED' }).min(1, { error: 'FIELD_REQUIRED' }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    error: 'PASSWORD_MISMATCH',
  });
export type AcceptInvitationForm = z.input<typeof AcceptInvitationFormSchema>;

/** `POST /api/team/invitations/accept`: the invited person's name and password; they are signed in. */
export const AcceptInvitationBodySchema = z
  .object({
    token: TokenSchema,
    name: requiredText(100),
    password: PasswordSchema,
    confirmPassword: z.string({ error: 'FIELD_REQUIRED' }).min(1, { error: 'FIELD_REQUIRED' }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    error: 'PASSWORD_MISMATCH',
  });
export type AcceptInvitationBody = z.input<typeof AcceptInvitationBodySchema>;
export { CurrentUserSchema } from '../users/users.schemas.js';
