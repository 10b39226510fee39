import { hash } from '@node-rs/argon2';
import { canActAs, type MemberRole } from '../../../contract/team/member-roles.js';
import type {
  AcceptInvitationBody,
  InvitationPreview,
  InviteMember,
  MemberChanges,
  Team,
  TeamInvitation,
  TeamMember,
} from '../../../contract/team/team.schemas.js';
import { fallbackLanguage, isLanguage } from '../../../contract/i18n/languages.js';
import { createSecretToken, hashToken } from '../../platform/auth/request-auth.js';
import { violatedConstraint } from '../../platform/db/database-errors.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { DomainEventPublisher } from '../../platform/events/domain-event-outbox.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { RateLimiter, RateRule } from '../../platform/rate-limit/rate-limiter.js';
import type { Clock } from '../../platform/time/clock.js';
import type { MembersRepository } from './members.repository.js';
import type { TeamRepository } from './team.repository.js';
import { invitationMail } from './team.mails.js';
import type { UsersRepository } from './users.repository.js';
import type { MemberInvitationRow, MemberRow } from './users.tables.js';

/** An invitation's link works 7 days. */
export const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000;

export const teamRateRules = {
  // Each invitation mails someone outside the business: a business cannot be used to send mail in bulk.
  invitationsByBusiness: { name: 'team:invite', limit: 30, windowSeconds: 60 * 60 },
  acceptByIp: { name: 'team:accept:ip', limit: 20, windowSeconds: 15 * 60 },
} satisfies Record<string, RateRule>;

/** The member calling: their business (`id`) and themselves. */
export interface TeamCaller {
  id: string;
  memberId: string;
  memberRoles: readonly MemberRole[];
}

const isOwner = (roles: readonly MemberRole[]) => roles.includes('OWNER');
const isActiveOwner = (member: MemberRow) => member.status === 'ACTIVE' && isOwner(member.roles);

function toTeamMember(member: MemberRow, callerMemberId: string): TeamMember {
  return {
    memberId: member.id,
    name: member.name,
    email: member.email,
    roles: member.roles,
    status: member.status,
    orderLimit: member.orderLimit,
    isYou: member.id === callerMemberId,
    createdAt: member.createdAt.toISOString(),
  };
}

/**
 * Issue 26, decision 035: a business's team. The users module owns businesses and their people, so the
 * team lives here; the auth module opens the session of an accepted invitation.
 */
export function createTeamService({
  repository,
  members,
  users,
  events,
  mailer,
  rateLimiter,
  clock,
  publicUrl,
}: {
  repository: TeamRepository;
  members: MembersRepository;
  users: Pick<UsersRepository, 'findById'>;
  events: DomainEventPublisher;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  clock: Clock;
  publicUrl: string;
}) {
  const isExpired = (invitation: MemberInvitationRow) => invitation.expiresAt <= clock.now();

  async function namesOf(businessId: string) {
    return new Map((await members.findOfBusiness(businessId)).map((member) => [member.id, member.name]));
  }

  function toInvitation(invitation: MemberInvitationRow, names: Map<string, string>): TeamInvitation {
    return {
      invitationId: invitation.id,
      email: invitation.email,
      roles: invitation.roles,
      orderLimit: invitation.orderLimit,
      invitedByName: names.get(invitation.invitedBy) ?? null,
      expiresAt: invitation.expiresAt.toISOString(),
      isExpired: isExpired(invitation),
      createdAt: invitation.createdAt.toISOString(),
    };
  }

  /** Mails the link of `token` in the inviting owner's language (the mail queue retries a failure). */
  async function mailInvitation(invitation: MemberInvitationRow, token: string, inviter: MemberRow) {
    const business = await users.findById(invitation.businessId);
    await mailer.send(
      invitationMail({
        to: invitation.email,
        businessName: business?.businessName ?? '',
        invitedBy: inviter.name,
        roles: invitation.roles,
        language: isLanguage(inviter.language) ? inviter.language : fallbackLanguage,
        url: `${publicUrl}/invitations/accept?token=${token}`,
      }),
    );
  }

  /**
   * Changes one member under the lock of the business's members (`lockMembersOfBusiness`): `change` sees
   * them all as they are, and refuses what would leave no active owner (LAST_OWNER).
   */
  async function changeMember(
    caller: TeamCaller,
    memberId: string,
    change: (tx: DbExecutor, target: MemberRow, all: MemberRow[]) => Promise<void>,
  ): Promise<TeamMember> {
    await repository.transaction(async (tx) => {
      const all = await repository.lockMembersOfBusiness(tx, caller.id);
      const target = all.find((member) => member.id === memberId);
      if (!target || target.status === 'REMOVED') throw new AppError('NOT_FOUND');
      await change(tx, target, all);
    });
    return toTeamMember((await members.findById(memberId))!, caller.memberId);
  }

  /** Whether another active owner remains once `target` stops being one. */
  const anotherActiveOwner = (all: MemberRow[], target: MemberRow) =>
    all.some((member) => member.id !== target.id && isActiveOwner(member));

  return {
    /** Every member reads the team; the pending invitations are the owners' only. */
    async getTeam(caller: TeamCaller): Promise<Team> {
      const all = await members.findOfBusiness(caller.id);
      const names = new Map(all.map((member) => [member.id, member.name]));
      const invitations = isOwner(caller.memberRoles)
        ? await repository.findPendingOfBusiness(caller.id)
        : [];
      return {
        members: all
          .filter((member) => member.status !== 'REMOVED')
          .map((member) => toTeamMember(member, caller.memberId)),
        invitations: invitations.map((invitation) => toInvitation(invitation, names)),
      };
    },

    /**
     * An owner invites a person: an email that signs in to a member anywhere is taken (one person, one
     * business); a pending invitation of the same email is replaced.
     */
    async invite(caller: TeamCaller, input: InviteMember): Promise<TeamInvitation> {
      await rateLimiter.enforce(teamRateRules.invitationsByBusiness, [caller.id]);
      if (await repository.findMemberHoldingEmail(input.email)) throw new AppError('MEMBER_EMAIL_TAKEN');
      const inviter = (await members.findById(caller.memberId))!;
      const { token, tokenHash } = createSecretToken();
      const invitation = await repository.transaction(async (tx) => {
        await repository.revokePendingOfEmail(tx, caller.id, input.email);
        const invitation = await repository.insertInvitation(tx, {
          businessId: caller.id,
          email: input.email,
          roles: input.roles,
          orderLimit: input.orderLimit,
          tokenHash,
          invitedBy: caller.memberId,
          expiresAt: new Date(clock.now().getTime() + invitationLifetimeMs),
        });
        await events.publish(tx, 'MemberInvited', {
          businessId: caller.id,
          invitationId: invitation.id,
          invitedBy: caller.memberId,
          email: invitation.email,
        });
        return invitation;
      });
      await mailInvitation(invitation, token, inviter);
      return toInvitation(invitation, await namesOf(caller.id));
    },

    /** A new link (the old one stops working), valid 7 days from now. */
    async resendInvitation(caller: TeamCaller, invitationId: string): Promise<TeamInvitation> {
      const pending = await repository.findPending(caller.id, invitationId);
      if (!pending) throw new AppError('NOT_FOUND');
      await rateLimiter.enforce(teamRateRules.invitationsByBusiness, [caller.id]);
      const { token, tokenHash } = createSecretToken();
      const invitation = await repository.updateInvitation(invitationId, {
        tokenHash,
        expiresAt: new Date(clock.now().getTime() + invitationLifetimeMs),
      });
      await mailInvitation(invitation, token, (await members.findById(caller.memberId))!);
      return toInvitation(invitation, await namesOf(caller.id));
    },

    async revokeInvitation(caller: TeamCaller, invitationId: string): Promise<void> {
      if (!(await repository.findPending(caller.id, invitationId))) throw new AppError('NOT_FOUND');
      await repository.updateInvitation(invitationId, { revokedAt: clock.now() });
    },

    /** New roles apply at the member's next request (roles are read per request). */
    async updateMember(caller: TeamCaller, memberId: string, changes: MemberChanges): Promise<TeamMember> {
      return changeMember(caller, memberId, async (tx, target, all) => {
        const roles = changes.roles ?? target.roles;
        if (isActiveOwner(target) && !isOwner(roles) && !anotherActiveOwner(all, target)) {
          throw new AppError('LAST_OWNER');
        }
        await members.update(
          target.id,
          {
            roles,
            ...(changes.orderLimit !== undefined && { orderLimit: changes.orderLimit }),
            // A member's side must be one their roles work on.
            ...(!canActAs(roles, target.activeRole) && {
              activeRole: target.activeRole === 'BUYER' ? 'SUPPLIER' : 'BUYER',
            }),
          },
          tx,
        );
      });
    },

    /** Their sessions end at once; login answers MEMBER_SUSPENDED until an owner reinstates them. */
    async suspendMember(caller: TeamCaller, memberId: string): Promise<TeamMember> {
      return changeMember(caller, memberId, async (tx, target, all) => {
        if (target.status === 'SUSPENDED') throw new AppError('MEMBER_ALREADY_SUSPENDED');
        if (isActiveOwner(target) && !anotherActiveOwner(all, target)) throw new AppError('LAST_OWNER');
        await repository.endAccess(tx, target.id, 'SUSPENDED');
        await events.publish(tx, 'MemberAccessEnded', {
          businessId: caller.id,
          memberId: target.id,
          by: caller.memberId,
          status: 'SUSPENDED',
        });
      });
    },

    /** They sign in again; the sessions they had before the suspension stay ended. */
    async reinstateMember(caller: TeamCaller, memberId: string): Promise<TeamMember> {
      return changeMember(caller, memberId, async (tx, target) => {
        if (target.status !== 'SUSPENDED') throw new AppError('MEMBER_NOT_SUSPENDED');
        await members.update(target.id, { status: 'ACTIVE' }, tx);
      });
    },

    /**
     * The row stays (orders and messages name who did them) as REMOVED: they sign in no more, their
     * sessions end, and their email may join a business again.
     */
    async removeMember(caller: TeamCaller, memberId: string): Promise<void> {
      await changeMember(caller, memberId, async (tx, target, all) => {
        if (isActiveOwner(target) && !anotherActiveOwner(all, target)) throw new AppError('LAST_OWNER');
        await repository.endAccess(tx, target.id, 'REMOVED');
        await events.publish(tx, 'MemberAccessEnded', {
          businessId: caller.id,
          memberId: target.id,
          by: caller.memberId,
          status: 'REMOVED',
        });
      });
    },

    /** What the link's holder is invited to; TOKEN_INVALID once used or revoked, TOKEN_EXPIRED after 7 days. */
    async previewInvitation(token: string): Promise<InvitationPreview> {
      const invitation = await repository.findByTokenHash(hashToken(token));
      if (!invitation || invitation.acceptedAt || invitation.revokedAt) throw new AppError('TOKEN_INVALID');
      if (isExpired(invitation)) throw new AppError('TOKEN_EXPIRED');
      const [business, inviter] = await Promise.all([
        users.findById(invitation.businessId),
        members.findById(invitation.invitedBy),
      ]);
      return {
        businessName: business?.businessName ?? '',
        email: invitation.email,
        roles: invitation.roles,
        invitedByName: inviter?.name ?? null,
        expiresAt: invitation.expiresAt.toISOString(),
      };
    },

    /**
     * The invited person becomes a member with the invitation's roles and limit, in one transaction with
     * the invitation's use (the row locked: one link, one member). Their email is verified: the link came
     * to it. Answers who to sign in (the auth module opens the session).
     */
    async acceptInvitation(
      body: Pick<AcceptInvitationBody, 'token' | 'name' | 'password'>,
      origin: { ip: string; language: string },
    ): Promise<{ memberId: string; businessId: string }> {
      await rateLimiter.enforce(teamRateRules.acceptByIp, [origin.ip]);
      const passwordHash = await hash(body.password);
      try {
        return await repository.transaction(async (tx) => {
          const invitation = await repository.findByTokenHash(hashToken(body.token), tx, { lock: true });
          if (!invitation || invitation.acceptedAt || invitation.revokedAt)
            throw new AppError('TOKEN_INVALID');
          if (isExpired(invitation)) throw new AppError('TOKEN_EXPIRED');
          if (await repository.findMemberHoldingEmail(invitation.email, tx)) {
            throw new AppError('MEMBER_EMAIL_TAKEN');
          }
          const member = await members.insert(tx, {
            businessId: invitation.businessId,
            email: invitation.email,
            passwordHash,
            name: body.name,
            roles: invitation.roles,
            orderLimit: invitation.orderLimit,
            activeRole: canActAs(invitation.roles, 'BUYER') ? 'BUYER' : 'SUPPLIER',
            isEmailVerified: true,
            language: origin.language,
          });
          await repository.updateInvitation(invitation.id, { acceptedAt: clock.now() }, tx);
          return { memberId: member.id, businessId: member.businessId };
        });
      } catch (error) {
        // The same email accepted elsewhere at the same moment: the unique index decides.
        if (violatedConstraint(error) === 'members_email_lower_unique')
          throw new AppError('MEMBER_EMAIL_TAKEN');
        throw error;
      }
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
