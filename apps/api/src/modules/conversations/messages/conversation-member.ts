import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  say,
  warningOfReceivedText,
  type ContactAudience,
  type ConversationMemberJson,
  type LocalText,
  type MessageJson,
} from '@matri/contracts';
import { shownPhoto } from '../../discovery';
import { isInAudienceSql } from '../../visibility';

/** Messages a member no longer on the site wrote, and their side of the list, carry this instead of their name. */
export const GONE_MEMBER_NAME: LocalText = { en: 'Member no longer on the site', hi: 'सदस्य अब साइट पर नहीं हैं' };
export const HIDDEN_MEMBER_NAME: LocalText = {
  en: 'Member has hidden their profile',
  hi: 'सदस्य ने अपनी प्रोफ़ाइल छिपाई है',
};

/** What the list and a history read about the other member of a conversation. */
export interface OtherMemberRow {
  otherId: number | null;
  otherStatus: 'active' | 'hidden' | 'suspended' | 'deleted' | null;
  profileCode: string | null;
  fullName: string | null;
  photoVisibility: 'all' | 'accepted' | 'hidden' | null;
  photoAudience: ContactAudience | null;
  isInPhotoAudience: boolean;
  photoFile: string | null;
  photoBlurFile: string | null;
  isConnected: boolean;
  /** Their side's marks: how far my messages reached their page and were read. */
  theirDeliveredUpTo: number | null;
  theirReadUpTo: number | null;
}

/**
 * The other member's side of a conversation, for queries that name the other account `o` and the conversation `c`
 * (null when there is none yet): their profile `p`, primary photo `ph` and marks `theirs`.
 */
export const otherMemberJoins = sql`
  left join profiles p on p.user_id = o.id
  left join photos ph on ph.user_id = o.id and ph.is_primary and ph.screening = 'passed'
  left join conversation_members theirs on theirs.conversation_id = c.id and theirs.user_id = o.id`;

/** Whether `me` and the account `o` are connected: one of us accepted the other's interest. */
export function isConnectedTo(me: number | Placeholder): SQL {
  return sql`exists (select 1 from interests i where i.status = 'accepted'
      and ((i.sender_id = ${me} and i.receiver_id = o.id) or (i.sender_id = o.id and i.receiver_id = ${me})))`;
}

/**
 * Whether `me` may write to the account `o` (profile `p`) by the audience they chose for messages. A member who sent
 * me the interest that connected us reached out themself, so my answers reach them whatever the audience.
 */
export function mayMessageSql(me: number | Placeholder) {
  return sql`(${isInAudienceSql(sql`p.message_audience`, me)} or exists (select 1 from interests ri
    where ri.sender_id = o.id and ri.receiver_id = ${me} and ri.status = 'accepted'))`;
}

/** The columns of an OtherMemberRow, over otherMemberJoins. */
export function otherMemberColumns(me: number): SQL {
  return sql`o.id as "otherId", o.status as "otherStatus", p.profile_code as "profileCode", p.full_name as "fullName",
    p.photo_visibility as "photoVisibility", p.photo_audience as "photoAudience",
    ${isInAudienceSql(sql`p.photo_audience`, me)} as "isInPhotoAudience", ph.file_name as "photoFile", ph.blur_file_name as "photoBlurFile",
    ${isConnectedTo(me)} as "isConnected",
    theirs.delivered_up_to as "theirDeliveredUpTo", theirs.read_up_to as "theirReadUpTo"`;
}

/** Writing is for two active members; a conversation with anyone else can only be read. */
export const isReadOnly = (row: OtherMemberRow) => row.otherStatus !== 'active';

/**
 * The other member as a conversation shows them. One who left, was suspended or hid their profile keeps only their
 * profile ID (the conversation stays open to read); once their account is erased not even that.
 */
export function toConversationMember(row: OtherMemberRow, me: number): ConversationMemberJson {
  if (row.otherStatus !== 'active' || row.fullName === null) {
    return {
      profileId: row.profileCode,
      full_name: say(row.otherStatus === 'hidden' ? HIDDEN_MEMBER_NAME : GONE_MEMBER_NAME),
      photo: null,
    };
  }
  return {
    profileId: row.profileCode ?? '',
    full_name: row.fullName,
    photo:
      row.photoVisibility && row.photoAudience
        ? shownPhoto(
            {
              photoFile: row.photoFile,
              photoBlurFile: row.photoBlurFile,
              photoVisibility: row.photoVisibility,
              photoAudience: row.photoAudience,
              isInPhotoAudience: row.isInPhotoAudience,
            },
            me,
            row.isConnected,
          )
        : null,
  };
}

export interface MessageRow {
  id: number;
  senderId: number;
  text: string;
  createdAt: Date;
}

/**
 * A message as `me` sees it: my own with how far it got, theirs with a warning when it asks for money or, once we are
 * no longer connected, shares contact details.
 */
export function toMessage(
  message: MessageRow,
  me: number,
  other: Pick<OtherMemberRow, 'theirDeliveredUpTo' | 'theirReadUpTo' | 'isConnected'>,
): MessageJson {
  const fromMe = message.senderId === me;
  let status: MessageJson['status'] = null;
  if (fromMe) {
    if (message.id <= (other.theirReadUpTo ?? 0)) status = 'read';
    else if (message.id <= (other.theirDeliveredUpTo ?? 0)) status = 'delivered';
    else status = 'sent';
  }
  return {
    id: message.id,
    fromMe,
    text: message.text,
    createdAt: message.createdAt.toISOString(),
    status,
    warning: fromMe ? null : warningOfReceivedText(message.text, other.isConnected),
  };
}
