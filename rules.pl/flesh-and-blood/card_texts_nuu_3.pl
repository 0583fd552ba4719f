/*  Flesh and Blood: Nuu's first paragraph.

    Part of game.pl, included after card_texts_leaves.pl, whose relations
    and those of the files before it it reuses (card_text_read/2 names
    every text read).  Read here (Flesh and Blood Comprehensive Rules,
    Legend Story Studios, as published February 2026):

    - Nuu: "Your attacks with stealth get 'When this chain link resolves,
      banish all action cards defending this.'" (FAB-1411): as the chain
      link of her player's attack with stealth resolves, the action cards
      defending it are banished; the attack banishes them, so its own
      "whenever this banishes" texts act (the Desires, FAB-1099; the
      Bonds, FAB-1145, which need what the Bond banished as it hit: its
      chain link records it, nuu3_banished), and so do the
      contracts (FAB-1171) and the records of a card of 6 or more power
      banished (FAB-932, FAB-950).

    Her instant ("Instant - {c}{c}{c}: Look at the top card of an
    opposing hero's deck. If it's blue, you may banish it. Until end of
    turn, you may play blue cards from that hero's banished zone without
    paying their {r} cost."; its chi cost card_texts_chi.pl's) is read in
    card_texts_nuu_4.pl (FAB-1412 ... FAB-1415), with card_owner.pl: a
    card played from another player's banished zone keeps its owner, and
    goes to its owner's zones.  Nuu is read whole: modelled.
*/

:- discontiguous card_text_read/2, message//1, rule/5.

%   The text read here (card_text_read/2):
%
%       stealth_link_banishes_action_defenders   Nuu: "Your attacks with
%                               stealth get 'When this chain link
%                               resolves, banish all action cards
%                               defending this.'" (FAB-1411)

card_text_read("Nuu", stealth_link_banishes_action_defenders).

                 /*******************************
                 *   NUU: STEALTH LINKS BANISH   *
                 *******************************/

rule('FAB-1411', effect, "Nuu: as her player's attack with stealth resolves its chain link, the action cards defending it are banished",
     "While the hero of a player is Nuu (her text read, her abilities not lost), each of that player's attacks with stealth (its keyword, printed or gained) has \"When this chain link resolves, banish all action cards defending this.\": as its chain link resolves (both players pass in the damage step, the resolution step begins), every action card defending it (an attack action or a non-attack action card; not equipment, not a defense reaction, not an instant) leaves the chain link, face up into its owner's (the defending player's) banished zone, all at once. The attack banishes them: each one banished that its own text counts sets off its gain, one each (a Desire: a red card, an attack action card, a reaction or instant card, a non-attack action card, FAB-1099; a Bond: a card of the same colour or name as another card it has banished, as it hit, FAB-1411, or now beside it, FAB-1145), and the contracts on the chain are read as for its other banishes (FAB-1171). With no action card defending, nothing happens. What a Bond banished as it hit (the top card of the deck, the card of the graveyard) its chain link records (nuu3_banished, the cards as they were banished) for this banish to read; a position given with the link open says so in the link, else the Bond has banished nothing before. Its gains and the other triggers of the link's resolution touch other things, so their order changes nothing.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Nuu: \"Your attacks with stealth get 'When this chain link resolves, banish all action cards defending this.'\" CR 1.7.3b and 6.6 (an ability granted to an attack is the attack's: it triggers on its event), 7.6.2 (the resolution step: the active chain link resolves, and what triggers then is triggered), 8.3.24 (stealth), 2.15 (the action card type: attack action and non-attack action cards), 8.5.1 (banish: face up into the owner's banished zone), 1.2.1 (the owner), 7.7.6 (a card no longer defending is not cleared with the chain), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the link resolves, as it does Virulent Touch's (FAB-726); a \"whenever this banishes\" text checks each card banished after the one event that banishes them all, so a Bond counts the others banished with it.")).

%!  nuu3_link_resolved(+State0, +Link, -State)// is det.
%
%   The chain Link just resolved: if its attack has stealth and its
%   controller's hero is Nuu, the action cards defending it are banished,
%   with the gains of the attack's texts (FAB-1411).  effects.pl's
%   resolve_link//2 calls it.

nuu3_link_resolved(S0, L, S) -->
    (   { nuu3_link_banishes(S0, L, A, Who, Def, Actions) }
    ->  { maplist(card_id, Actions, Ids),
          card_id(A, AId),
          active_link(S0, L0),
          key_value(defending, L0, [], Ds0),
          exclude(nuu3_id_in(Ids), Ds0, Ds),
          active_link_replaced(S0, L0, L0.put(defending, Ds), S1),   % position.pl
          player(S1, Def, P0),
          add_cards(P0, banished, Actions, P1),
          set_player(S1, P1, S2),
          player(S0, Who, PW),
          card_id(PW.hero, HId)
        },
        [ event('FAB-1411', nuu3_defenders_banished, _{player:Who, attack:AId, cards:Ids, owner:Def, by:HId}) ],
        nuu3_gains(Actions, Actions, L0, A, Who, AId, S2, S3),
        hunted_banished_between(S1, S3, Who, Def, S)  % card_texts_hunted.pl: contracts (FAB-1171)
    ;   { S = S0 }
    ).

%   nuu3_link_banishes(+S, +Link, -Attack, -Player, -Defender, -Actions):
%   Link's attack, Attack, has stealth, its controller Player's hero reads
%   Nuu's text, and Actions (not empty) are the action cards defending it.
nuu3_link_banishes(S, L, A, Who, Def, Actions) :-
    \+ game_over(S, _),
    link_attack(L, A),
    has_stealth(A),                             % card_texts_uzuri.pl
    Who = L.controller,
    player(S, Who, P),
    text_read_name(P.hero, Name),
    card_text_read(Name, stealth_link_banishes_action_defenders),
    \+ hero_abilities_lost(S, Who),             % card_texts_bravo.pl (FAB-624)
    Def = L.defender,
    active_link(S, L0),
    key_value(defending, L0, [], Ds),
    include(nuu3_action_card, Ds, Actions),
    Actions = [_|_].

nuu3_action_card(C) :-
    \+ unknown_card(C),
    card_type(C, T),
    memberchk(T, ["attack action", "action"]).

nuu3_id_in(Ids, C) :-
    card_id(C, Id),
    memberchk(Id, Ids).

%   nuu3_gains(+Cards, +All, +Link, +Attack, +Player, +AttackId, +S0, -S)//:
%   the attack banished All at once; for each of Cards in turn, its own
%   "whenever this banishes" text gains (FAB-1099, FAB-1145).
nuu3_gains([], _, _, _, _, _, S, S) --> [].
nuu3_gains([C|Cs], All, L, A, Who, AId, S0, S) -->
    nuu3_gain(C, All, L, A, Who, AId, S0, S1),
    nuu3_gains(Cs, All, L, A, Who, AId, S1, S).

nuu3_gain(C, All, L, A, Who, AId, S0, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, hit_banish_top_gains(Kind, Gains))
        }
    ->  (   { desire_kind(Kind, C) }            % card_texts_nuu.pl (FAB-1099)
        ->  desire_gains(Gains, Who, AId, S0, S)
        ;   { S = S0 }
        )
    ;   { text_read_name(A, Name),
          card_text_read(Name, hit_banish_top_and_graveyard(Same)),
          card_id(C, CId),
          key_value(nuu3_banished, L, [], Before),
          exclude(nuu3_id_in([CId]), All, Others),
          append(Before, Others, Earlier),
          member(B, Earlier),
          nuu2_same(Same, B, C),                % card_texts_nuu_2.pl
          card_id(B, BId)
        }
    ->  [ event('FAB-1411', nuu3_bond_match, _{player:Who, attack:AId, card:CId, other:BId, same:Same}) ],
        gain_life(S0, Who, 1, AId, S)           % effects.pl
    ;   { S = S0 }
    ).

%!  nuu3_bond_recorded(+State0, +Source, +Defender, +Ids, -State) is det.
%
%   Source, a Bond (FAB-1145) whose chain link is the active one,
%   banished the cards Ids into Defender's banished zone as it hit: its
%   link records them (FAB-1411).  card_texts_nuu_2.pl calls it.

nuu3_bond_recorded(S0, A, Def, Ids, S) :-
    (   is_dict(A),
        text_read_name(A, Name),
        card_text_read(Name, hit_banish_top_and_graveyard(_)),
        active_link(S0, L0),
        link_attack(L0, LA),
        card_id(LA, AId), card_id(A, AId0), AId == AId0,
        Ids = [_|_],
        player(S0, Def, P),
        key_value(banished, P, [], Bs),
        include(nuu3_id_in(Ids), Bs, Cs),
        Cs = [_|_]
    ->  key_value(nuu3_banished, L0, [], Before),
        append(Before, Cs, After),
        active_link_replaced(S0, L0, L0.put(nuu3_banished, After), S)
    ;   S = S0
    ).

%!  nuu3_link_record(+Link0, +Defender, +Index, -Link, +Used0, -Used) is det.
%
%   A short position's chain link: the cards of its nuu3_banished record
%   (FAB-1411), each given as a short card, become full cards, as its
%   defending cards do (setup.pl's link_cards/5 calls it).

nuu3_link_record(L0, DP, I0, L, Used0, Used) :-
    (   get_dict(nuu3_banished, L0, R0)
    ->  zone_forms(R0, [chain, links, I0, nuu3_banished], Forms),
        foldl(form_card(player_base(DP, I0, banished)), Forms, Cards, Used0, Used),
        L = L0.put(nuu3_banished, Cards)
    ;   L = L0,
        Used = Used0
    ).

message(event(nuu3_defenders_banished, F, S0)) -->
    { event_card(S0, F.attack, L), event_card(S0, F.by, H),
      maplist(event_card(S0), F.cards, Cs), atomic_list_concat(Cs, ', ', W) },
    [ "~w's chain link resolves: the action cards defending it (~w) are banished into ~w's banished zone: ~w gives ~w's attacks with stealth this trigger"-[L, W, F.owner, H, F.player] ].
message(event(nuu3_bond_match, F, S0)) -->
    { event_card(S0, F.attack, L), event_card(S0, F.card, C), event_card(S0, F.other, O),
      ( F.same == colour -> W = "colour" ; W = "name" ) },
    [ "~w banished ~w, of the same ~w as ~w it has banished: ~w gains 1 life"-[L, C, W, O, F.player] ].
