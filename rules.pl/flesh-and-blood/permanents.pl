/*  Flesh and Blood: every real card as a permanent, and what rulecheck
    knows of a card's text.

    Part of game.pl.  Any card of the catalog may be named in any zone
    (setup.pl); whether the zone may hold it is FAB-102's, and the
    permanents the arena may hold are those CR 1.3.3 makes permanents.
    An aura or item deck-card that resolves enters its controller's arena
    (CR 8.2.4a, 8.2.5a), whatever its text.
*/

                 /*******************************
                 *          PERMANENTS          *
                 *******************************/

%!  permanent_subtype(?Subtype:string) is nondet.
%
%   A deck-card with Subtype is a permanent while it is in the arena
%   (Flesh and Blood Comprehensive Rules, as published February 2026,
%   1.3.3).

permanent_subtype("Affliction").
permanent_subtype("Ally").
permanent_subtype("Ash").
permanent_subtype("Aura").
permanent_subtype("Construct").
permanent_subtype("Figment").
permanent_subtype("Invocation").
permanent_subtype("Item").
permanent_subtype("Landmark").

%!  arena_permanent(+Card) is semidet.
%
%   Card may be a permanent in a player's arena, beyond the hero, weapon
%   and equipment zones (CR 1.3.3): a token-card, an arena-card ally, or
%   a deck-card with a permanent subtype (permanent_subtype/1).  Hero,
%   weapon and equipment cards have their own zones.

arena_permanent(C) :-
    card_type(C, T),
    (   memberchk(T, ["token", "ally"])
    ->  true
    ;   deck_card_type(T),
        card_subtypes(C, Ss),
        member(S, Ss),
        permanent_subtype(S)
    ->  true
    ).

%!  enters_arena(+Card) is semidet.
%
%   Card, a card-layer resolving, enters its controller's arena as a
%   permanent instead of going to the graveyard (CR 5.3.6a): an aura
%   (8.2.4a), an item (8.2.5a), a landmark (8.2.9a), an ash (8.2.12a), a
%   figment (8.2.16a) or an ally (1.3.3).  Its text, if rulecheck does
%   not model it, is an assumption of the answers (FAB-119).  An
%   invocation or a construct enters with its back face active (8.2.13a,
%   8.2.14a), and an affliction under an opponent's control (8.2.11c):
%   neither is modelled (permanent_entry_unmodelled/2).  An invocation or
%   a construct goes to the graveyard; an affliction that is an aura
%   enters its player's own arena, as an aura.

enters_arena(C) :-
    card_subtypes(C, Ss),
    once(( member(S, ["Aura", "Item", "Landmark", "Ash", "Figment", "Ally"]), memberchk(S, Ss) )),
    \+ ( member(B, ["Invocation", "Construct"]), memberchk(B, Ss) ).

%!  permanent_entry_unmodelled(+Card, -Subtype) is semidet.
%
%   Card has Subtype, whose way of entering the arena rulecheck does not
%   model: it resolves as it did before (an affliction that is an aura
%   into its player's own arena, an invocation or a construct into the
%   graveyard) and an event says so (FAB-311).

permanent_entry_unmodelled(C, S) :-
    card_subtypes(C, Ss),
    member(S, ["Affliction", "Invocation", "Construct"]),
    memberchk(S, Ss),
    !.

                 /*******************************
                 *    TEXT RULECHECK MODELS     *
                 *******************************/

%!  unmodelled_card(+Card) is semidet.
%
%   Card names a printing of the catalog whose text holds something
%   rulecheck does not model: the card data does not mark it `modelled`
%   (scripts/make_fab_cards.py: its text is more than go again, an
%   additional cost of FAB-305, a weapon's attack ability, deck-building
%   keywords), and the vocabulary of permanents (triggers.pl) does not
%   read it.  A custom card (no catalog card: its state gives its
%   properties) and an unknown card have no text beyond their properties.

unmodelled_card(C) :-
    \+ unknown_card(C),
    catalog_core_of(C, _),
    \+ catalog_value(C, modelled, true),
    \+ known_permanent(C),
    \+ text_read_card(C).                       % card_texts.pl

%!  catalog_unmodelled(+Entry:dict) is semidet.
%
%   The catalog entry Entry (catalog_card/2) is a printing whose text
%   rulecheck does not model (unmodelled_card/1): `rulecheck cards
%   flesh-and-blood --unmodelled` lists them.

catalog_unmodelled(E) :-
    get_dict(name, E, Name),
    (   get_dict(color, E, Colour)
    ->  unmodelled_card(_{id:"catalog", name:Name, color:Colour})
    ;   unmodelled_card(_{id:"catalog", name:Name})
    ).

rule('FAB-119', effect, "Text rulecheck does not model: unknown where it could change the answer, an assumption where it acts",
     "rulecheck models a card's facts (types, subtypes, cost, pitch, power, defense, go again, the keywords its rules apply), the additional costs of FAB-305, the activated abilities the card data gives, and the vocabulary of permanents (triggers.pl); any other card text is not modelled (a card of the catalog whose data does not mark it modelled, or any card the state marks text_read false). For each answer rulecheck decides which such texts could change it. A text acts where it is: a hero, weapon, equipment or arena permanent of either player, an attack or a defending card on the combat chain, a card on the stack, the source of a choice that waits; a card the move names (the card played or activated, a defending or prevention card, the card put in the arsenal) acts on that move; a card in a deck, a hand, an arsenal, a pitch zone, a graveyard or the banished zone acts on no other move. What a text can touch is read from its words by conservative patterns (when in doubt, anything): a restriction, a cost more, an additional cost or a keyword on the defenders could forbid a move of its kind (playing, activating, defending, preventing, the arsenal, answering a choice); a permission, \"as though\", a cost less or an additional time could allow one the rules forbid; a card's own additional cost, restriction or target (one that may not exist) could forbid or allow playing or activating that card, and its restriction of its own defence (\"this may only defend if ...\") that defence. A cost made less only allows (but the played card's own cost made less could make a card pitched for it unneeded, FAB-303: such a play that pitches is unknown), a cost made more only forbids; a replacement of an event (\"if this would be put into your graveyard, instead banish it\"), or a restriction of no move of a player (\"can't gain life\"), forbids no move; a text granted in quotes is read apart; a keyword whose meaning is an effect (charge, amp, stealth, ...) changes what happens, not what may be done. The effect of an activated ability acts from its activation, which the state records in `activated`, to the end of that turn, wherever its card is then (destroyed to pay, say); an effect whose words outlast the turn acts always. If an acting text could forbid a move that breaks no rule rulecheck checks, or could allow one that breaks rules a text can change (not who has priority, FAB-203, where pitched cards come from, FAB-304, whose abilities a player activates, FAB-401, the banished card of FAB-529, the end of the game, FAB-702, a move the position does not offer), the answer is unknown (exit code 5), naming that card first and in what way it could matter; so is activating an ability whose cost, limit or restriction is text, or an ability rulecheck does not know (an arena permanent's, a card whose text is not read). Otherwise the answer is given, and lists as what it assumes only the cards whose text acts on what the move does: the card the move names (what it does is its text), a card paid with whose text acts on being pitched, and each acting card whose text triggers on the move's event (playing or activating, defending, a turn's start or end, damage and hits) or is a static effect; an answer about the position (legal-moves, validate) lists the acting cards whose text touches anything. What an activated ability does waits on the stack: it changes nothing of whether the ability may be activated, so an ability whose effect only is text is answered (its text assumed). A card with such text that resolves does what its facts say, and the event says its text was not applied. A player with priority may always pass and may always concede: no text makes those unknown. legal-moves lists unknown moves apart, never as legal, and apply refuses them as unknown: rulecheck cannot say what the position becomes.",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "CR 1.0.1a (an effect that contradicts a rule supersedes it), 1.0.2a (\"only\" is a restriction), 1.7.4 (an ability is functional while its source is public and in the arena, a defending card's, a resolution ability's and a play-static ability's as those rules say), 1.8.5 and 5.1.4 (a targeted effect is declared with legal targets as the card is played), 5.2 (an activated ability's cost, limit and effect are its text; its effect happens as it resolves), 6.2.2 (a layer-continuous effect is generated as a layer resolves and has a duration), 6.4.1 and 6.4.9 (a replacement effect replaces an event with a modified event), 5.2.3 (an effect may allow an ability additional activations), 6.6.1 and 6.6.5 (a triggered effect acts on its event), 1.11.4 (a player with priority may pass), 4.5.3c (a player who concedes loses), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026: card text can change any answer, so an answer that does not read a card's text holds only if that text does not change it. rulecheck answers unknown where a text it does not read could change the verdict, naming it, rather than a false legal or a false illegal (issue 33: Command and Conquer forbidding defense reactions, Frostbite's cost, Dorinthea's additional attack), and otherwise answers, naming only the texts that act on what the move does rather than every card of the position (issue 26, item 2; issue 33, item 1). Where rulecheck cannot tell what a text touches from its words, it assumes it could touch anything.")).

                 /*******************************
                 *  WHAT A TEXT NOT READ TOUCHES *
                 *******************************/

%   card_reach.pl (generated by scripts/make_fab_cards.py) says of each
%   printing what its text can touch, by conservative patterns over its
%   words (when in doubt, anything): restrict(Kind), the text could forbid
%   a move of Kind the rules allow (a restriction, a cost more, an
%   additional cost, a keyword limiting the defenders); permit(Kind), it
%   could allow a move of Kind the rules forbid (a permission, "as
%   though", a cost less, an additional time); self(Kind), it could forbid
%   playing (Kind play) or activating (activate) the card itself (its own
%   cost, additional cost, restriction, a target that may not exist);
%   self_allow(Kind), it could allow that ("you may play this ...", "this
%   costs {r} less"); on(Event), it acts when
%   Event happens (play: a card played, an ability activated, an attack;
%   defend; turn: a phase or turn begins or ends; resolve: damage, a hit,
%   a card destroyed; any: any event, or a static effect).  Each list is
%   compiled into a bit mask, reach_row(Name, ColourCode, Unread, Whole):
%   Unread of the paragraphs rulecheck does not read, Whole of the whole
%   text (a card marked text_read false).

%   legality_kind(?Kind, ?Index): the kinds of move a text can forbid or
%   allow, by the move's action (move_kind/2); `other` answers a choice.
legality_kind(play, 0).
legality_kind(defend, 1).
legality_kind(activate, 2).
legality_kind(prevent, 3).
legality_kind(arsenal, 4).
legality_kind(other, 5).

%   event_kind(?Event, ?Index): the events a text acts on.
event_kind(play, 0).
event_kind(defend, 1).
event_kind(turn, 2).
event_kind(resolve, 3).
event_kind(any, 4).

reach_bit(restrict(K), B) :- legality_kind(K, I), B is 1 << I.
reach_bit(permit(K), B)   :- legality_kind(K, I), B is 1 << (6 + I).
reach_bit(on(E), B)       :- event_kind(E, I), B is 1 << (12 + I).
reach_bit(self(K), B)     :- legality_kind(K, I), B is 1 << (17 + I).
reach_bit(self_allow(K), B) :- legality_kind(K, I), B is 1 << (23 + I).

reach_mask(anything, M) :-                      % every restrict and permit, on(any)
    !,
    reach_bit(on(any), B),
    M is (1 << 12) - 1 + B.
reach_mask(Kinds, M) :-
    foldl(add_reach_bit, Kinds, 0, M).

add_reach_bit(R, M0, M) :-
    reach_bit(R, B),
    M is M0 \/ B.

term_expansion(card_reach(N, Code, U0, W0), reach_row(N, Code, U, W, 0)) :-
    reach_mask(U0, U),
    (   W0 == same -> W = U ; reach_mask(W0, W) ).
term_expansion(card_reach(N, Code, U0, W0, A0), reach_row(N, Code, U, W, A)) :-
    reach_mask(U0, U),
    (   W0 == same -> W = U ; reach_mask(W0, W) ),
    reach_mask(A0, A).

:- include(card_reach).

%!  text_reach(+Card, -Mask:int) is semidet.
%
%   What the text of Card that rulecheck does not read can touch (a bit
%   mask of reach_bit/2): for a card the state marks text_read false, its
%   whole text; for any other card of the catalog, the paragraphs the card
%   data does not read, unless the vocabulary of permanents (triggers.pl)
%   reads them.  Fails for a card whose unread text touches nothing (or
%   that has none).

text_reach(C, Mask) :-
    text_reach(C, unread, Mask).

%!  text_reach(+Card, +Part, -Mask:int) is semidet.
%
%   As text_reach/2 for Part unread; for Part activated, what the effects
%   of Card's activated abilities that rulecheck does not read can touch
%   once one of them was activated this turn (card_reach.pl's Activated:
%   CR 5.2, an ability's effect happens as it resolves; one that outlasts
%   the turn is in Unread).  A card the state marks text_read false has
%   its whole text in Unread.

text_reach(C, Part, Mask) :-
    get_dict(name, C, Name),
    card_printing(C, Name, Colour),
    colour_code(Colour, Code),
    once(reach_row(Name, Code, U, W, A)),        % one row a printing
    (   text_unread(C)
    ->  Part == unread,
        Mask = W
    ;   (   Part == unread -> M0 = U ; M0 = A ),
        M0 =\= 0,
        \+ known_permanent(C),
        \+ text_read_card(C),                   % card_texts.pl reads it whole
        (   card_text_reach_read(Name, Read)     % card_texts.pl reads a part
        ->  reach_mask(Read, R),
            Mask is M0 /\ \ R
        ;   Mask = M0
        )
    ),
    Mask =\= 0.

reach_has(Mask, R) :-
    reach_bit(R, B),
    Mask /\ B =\= 0.

%!  acting_card(+State, -Card) is nondet.
%
%   Card's text acts in State, whatever the move: a hero, weapon,
%   equipment or arena permanent of either player, an attack or a
%   defending card on the combat chain, a card on the stack, the source
%   of a choice that waits.  A card in a deck, a hand, an arsenal, a
%   pitch zone, a graveyard or the banished zone acts only as a card a
%   move names (move_card/3), but for a mentor in an arsenal whose text
%   is not read (arsenal_unread.pl: its text works there).

acting_card(S, C) :-
    players(S, Ps),
    member(P, Ps),
    (   get_dict(hero, P, C)
    ;   member(Z, [weapons, equipment, arena]),
        get_dict(Z, P, Cs),
        member(C, Cs)
    ),
    is_dict(C).
acting_card(S, C) :-
    chain_open(S),
    member(L, S.chain.links),
    (   link_attack(L, C)
    ;   member(C, L.defending)
    ),
    is_dict(C).
acting_card(S, C) :-
    stack(S, Ls),
    member(L, Ls),
    layer_card(L, C).
acting_card(S, C) :-
    pending(S, Pd),
    get_dict(source, Pd, C),
    is_dict(C).
acting_card(S, C) :-
    arsenal_acting_card(S, C).                  % arsenal_unread.pl: an unread mentor in an arsenal (FAB-119)

%!  move_kind(+Move, -Kind) is semidet.
%
%   The kind of move (legality_kind/2) a text may forbid or allow: a
%   play, an activation, a defence, a prevention, putting a card in the
%   arsenal, an answer to a choice.  Passing, conceding and declaring no
%   defender have none: no text forces a player to defend; a
%   player with priority may always pass (CR 1.11.4), and may always
%   concede (CR 4.5.3c); no text changes either.

move_kind(M, K) :-
    get_dict(action, M, A),
    text_action_kind(A, M, K).

text_action_kind("play", _, play).
text_action_kind("activate", _, activate).
text_action_kind("defend", M, defend) :-        % declaring no defender is never forbidden
    get_dict(cards, M, [_|_]).
text_action_kind("prevent", _, prevent).
text_action_kind("end_turn", M, arsenal) :-
    get_dict(arsenal, M, Id),
    string(Id).
text_action_kind("banish", _, other).
text_action_kind("pay", _, other).
text_action_kind("decline", _, other).
text_action_kind("bottom", _, other).
text_action_kind("roll", _, other).
text_action_kind("put", _, other).
text_action_kind("destroy", _, other).
text_action_kind("reveal", _, other).
text_action_kind("shuffle", _, other).
text_action_kind("discard", _, other).
text_action_kind("search", _, other).
text_action_kind("first", _, other).
text_action_kind("counter", _, other).
text_action_kind("costs", _, other).
text_action_kind("name", _, other).
text_action_kind("banish_search", _, other).
text_action_kind("mode", _, other).
text_action_kind("return", _, other).
text_action_kind("target", _, other).
text_action_kind("clash", _, other).
text_action_kind("wager", _, other).

%   The kinds of move a text could forbid or allow (move_kind/2), in words.
text_kind_words(play, "playing this card, or what it costs").
text_kind_words(activate, "activating this ability, or what it costs").
text_kind_words(defend, "defending with these cards").
text_kind_words(prevent, "preventing the damage this way").
text_kind_words(arsenal, "putting this card in the arsenal").
text_kind_words(other, "this answer to the choice").

%!  move_card(+Move, -Id, -Role) is nondet.
%
%   The cards a move names and what they are to it: the card played or
%   activated, a defending card, a prevention card, the card put in the
%   arsenal, the card banished (Role own: its text could change whether
%   the move is legal); a card pitched or discarded to pay (Role paid: its
%   text acts only as it is paid with).

move_card(M, Id, own) :-
    member(K, [card, arsenal]),
    get_dict(K, M, Id),
    string(Id).
move_card(M, Id, own) :-
    get_dict(cards, M, Ids),
    is_list(Ids),
    member(Id, Ids),
    string(Id).
move_card(M, Id, paid) :-
    member(K, [pitch, discard]),
    get_dict(K, M, Ids),
    is_list(Ids),
    member(Id, Ids),
    string(Id).

%!  reach_summary(+State, -Summary) is det.
%
%   What the texts rulecheck does not read touch in State, found once a
%   position and kept (a listing asks it of every candidate): Summary is
%   summary(Acting, Named, ByBit), Acting the Card-Mask of the acting
%   cards (acting_card/2) whose text touches something (text_reach/2),
%   Named the Id-(Card-Mask) of those and of the hand and arsenal cards
%   whose text does (a move may name them), ByBit a term with one
%   argument a legality bit (restrict and permit of each kind),
%   Cards-Own: the acting cards whose text holds it, and the Id-Card of
%   the named cards whose text holds it or its kind's self bit.

reach_summary(S, Summary) :-
    (   nb_current(fab_reach_context, S0-Id),
        same_term(S0, S)                        % the position whose moves are enumerated
    ->  (   nb_current(fab_reach_summary, Id-Summary0)
        ->  Summary = Summary0
        ;   summary_of(S, Summary),
            nb_setval(fab_reach_summary, Id-Summary)
        )
    ;   summary_of(S, Summary)
    ).

%!  reach_context(+State) is det.
%
%   The moves of State are about to be enumerated or asked about
%   (candidate/2): the summary of State is found once for them all and
%   kept (reach_summary/2) while they are.  A backtrackable global
%   variable names State itself, so that nothing but that very term finds
%   it (same_term/2), and a number the summary kept for it.

reach_context(S) :-
    flag(fab_reach_context, Id, Id + 1),
    b_setval(fab_reach_context, S-Id).

summary_of(S, summary(Acting, Named, ByBit)) :-
    findall(C-M, ( acting_card(S, C), text_reach(C, M) ), Acting1),
    findall(C-M, activated_effect(S, C, M), Effects),
    append(Acting1, Effects, Acting0),
    first_of_each_id(Acting0, Acting),
    findall(Id-(C-M), ( players(S, Ps), member(P, Ps),
                        member(Z, [hand, arsenal]),
                        get_dict(Z, P, Cs), member(C, Cs), is_dict(C),
                        text_reach(C, M), card_id(C, Id) ), Hands),
    findall(Id-(C-M), ( member(C-M, Acting), card_id(C, Id) ), InPlay),
    append(InPlay, Hands, Named),
    findall(Cards-Own, ( between(0, 11, I),
                         B is 1 << I,
                         own_bits(I, B, Bits),
                         findall(C, ( member(C-M, Acting), M /\ B =\= 0 ), Cards),
                         findall(Id-C, ( member(Id-(C-M), Named), M /\ Bits =\= 0 ), Own) ), Lists),
    ByBit =.. [bits|Lists].

%   The bits a card a move names as its own holds to change whether the
%   move is legal: for a play or an activation, the self bit of its kind
%   (its own cost, additional cost, restriction or target: what the rest
%   of its text does to other moves acts once it is in play, CR
%   1.7.4); likewise for a defence, a prevention, the arsenal or a
%   choice, its self bit (a card that defends: "this may only defend if
%   ...").
own_bits(I, B, Bits) :-
    J is I mod 6,
    legality_kind(K, J),
    (   I < 6 -> Self = self(K) ; Self = self_allow(K) ),
    (   reach_bit(Self, SB) -> Bits = SB ; Bits = B ).

%   activated_effect(+State, -Card, -Mask): an ability of Card was
%   activated this turn (the state's `activated`, which the end of the
%   turn empties), and Mask is what the effects of its abilities that
%   rulecheck does not read touch (text_reach/3): they act from their
%   activation to the end of the turn, wherever Card is (destroyed to pay
%   the cost, say: Heartened Cross Strap's "the next attack action card
%   you play this turn costs {r}{r} less").
activated_effect(S, C, M) :-
    key_value(activated, S, [], Keys),
    Keys \== [],
    findall(Id, ( member(K, Keys), string(K),
                  sub_string(K, B, _, _, "/"),
                  \+ ( sub_string(K, B1, _, _, "/"), B1 > B ),
                  sub_string(K, 0, B, _, Id) ), Ids0),
    sort(Ids0, Ids),
    member(Id, Ids),
    card_of_position(S, Id, C),
    text_reach(C, activated, M).

%   first_of_each_id(+Pairs, -Firsts): the first Card-Mask of each card,
%   its masks joined (a card acting and with an ability activated).
first_of_each_id([], []).
first_of_each_id([C-M0|Ps], [C-M|Fs]) :-
    card_id(C, Id),
    partition(same_id_pair(Id), Ps, Same, Rest),
    foldl(join_mask, Same, M0, M),
    first_of_each_id(Rest, Fs).

join_mask(_-M1, M0, M) :-
    M is M0 \/ M1.

same_id_pair(Id, C-_) :-
    card_id(C, Id).

%   direction_arg(+Direction, +Kind, -ArgN): the argument of a summary's
%   ByBit that holds Direction(Kind): the index of its bit (reach_bit/2),
%   plus one.
direction_arg(Dir, K, ArgN) :-
    R =.. [Dir, K],
    reach_bit(R, B),
    ArgN is msb(B) + 1.

%!  text_could_change(+State, +Move, +Direction, -Card, -Kind) is nondet.
%
%   Card's text, which rulecheck does not read, could change whether
%   Move is legal: Direction restrict (it could forbid Move, which breaks
%   no rule rulecheck checks) or permit (it could allow Move, which
%   breaks one), Kind the kind of Move (move_kind/2).  Card is an acting
%   card (acting_card/2) whose text holds Direction(Kind), or a card the
%   move names as its own (move_card/3: the card played, a defending
%   card, ...) whose text holds it or self(Kind) (its own cost, additional
%   cost, restriction).  Each card once, the acting ones first.

text_could_change(S, M, Dir, C, K) :-
    move_kind(M, K),
    direction_arg(Dir, K, ArgN),
    reach_summary(S, summary(_, _, ByBit)),
    arg(ArgN, ByBit, Cards-Own),
    (   member(C, Cards)
    ;   Own \== [],
        findall(C1, ( move_card(M, Id, own),
                      memberchk(Id-C1, Own),
                      \+ memberchk(C1, Cards) ), Own0),
        list_to_set(Own0, Own1),
        member(C, Own1)
    ).

                 /*******************************
                 *   ASSUMPTIONS AND UNKNOWNS   *
                 *******************************/

%!  assumption(+State, -About:dict, -Reason) is nondet.
%
%   The engine's hook (rulecheck.pl): the answers about State that are
%   not about one move (legal-moves, validate) assume the text of the
%   card About (_{card:Id, name:Name}) changes nothing (FAB-119): each
%   acting card (acting_card/2) whose text rulecheck does not read and
%   that touches anything, the first of each name in position order.
%   Reason, a term message//1 puts in words.  A card in a deck, a hand, a
%   graveyard ... acts in no answer but one about a move that names it.

assumption(S, About, text_not_modelled(Name)) :-
    reach_summary(S, summary(Acting, _, _)),
    findall(Name0-Id0, ( member(C-_, Acting),
                         card_label_name(C, Name0),
                         card_id(C, Id0) ), Pairs),
    first_of_each_name(Pairs, Firsts),
    member(Name-Id, Firsts),
    About = _{card:Id, name:Name}.

first_of_each_name([], []).
first_of_each_name([N-Id|Ps], [N-Id|Fs]) :-
    exclude(same_name_pair(N), Ps, Rest),
    first_of_each_name(Rest, Fs).

same_name_pair(N, N1-_) :-
    N1 == N.

%!  answer_assumption(+State, +Move, -About:dict, -Reason) is nondet.
%
%   The engine's hook (rc_legal.pl, answer_assumptions/6): the answer
%   about Move, legal or unknown, assumes the text of About changes
%   nothing here (FAB-119): a card the move names as its own
%   (move_card/3) whose text rulecheck does not model (what it does is
%   its text), a card paid with whose text acts on being paid with, or an
%   acting card whose text acts on the event Move causes (on(Event),
%   move_events/2).  A card whose text could make the answer another is
%   not assumed: the answer is unknown (depends_on_text/4).  Each name
%   once.

answer_assumption(S, M, _{card:Id, name:Name}, text_not_modelled(Name)) :-
    findall(Name0-Id0, ( assumed_card(S, M, C),
                         card_label_name(C, Name0),
                         card_id(C, Id0) ), Pairs),
    first_of_each_name(Pairs, Firsts),
    member(Name-Id, Firsts).

assumed_card(S, M, C) :-
    move_card(M, Id, Role),
    card_of_position(S, Id, C),
    (   Role == own
    ->  unmodelled_card(C)
    ;   text_reach(C, Mask),
        reach_has(Mask, on(play))
    ).
assumed_card(S, M, C) :-
    move_events(M, Events),
    reach_summary(S, summary(Acting, _, _)),
    member(C-Mask, Acting),
    once(( member(E, Events), reach_has(Mask, on(E)) )).

%   card_of_position(+S, +Id, -Card): the card Id of the position, the first
%   place the position holds it.
card_of_position(S, Id, C) :-
    once(( state_card(S, C), card_id(C, Id) )).

%!  move_events(+Move, -Events:list) is det.
%
%   The events (event_kind/2) Move causes, of which a text could change
%   what Move does: playing or activating (play), defending, passing
%   (any: a layer resolves, damage, a phase ends), ending the turn, the
%   answers to a choice (resolve: damage, its payment); a concession
%   causes none a text acts on.

move_events(M, Events) :-
    get_dict(action, M, A),
    (   action_events(A, Es) -> Events = Es ; Events = [] ).

action_events("play", [play, any]).
action_events("activate", [play, any]).
action_events("defend", [defend, any]).
action_events("pass", [play, defend, turn, resolve, any]).
action_events("end_turn", [turn, any]).
action_events("prevent", [resolve, any]).
action_events("banish", [resolve, any]).
action_events("pay", [resolve, any]).
action_events("decline", [resolve, any]).
action_events("bottom", [resolve, any]).
action_events("roll", [resolve, any]).
action_events("put", [resolve, any]).
action_events("destroy", [resolve, any]).
action_events("reveal", [resolve, any]).
action_events("shuffle", [resolve, any]).
action_events("discard", [resolve, any]).
action_events("search", [resolve, any]).
action_events("first", [resolve, any]).
action_events("counter", [resolve, any]).
action_events("costs", [resolve, any]).

%!  text_not_applied(+Player, +Card)// is det.
%
%   Card, resolving, did what its facts say: if its text holds more that
%   rulecheck does not model, an event says that text was not applied
%   (FAB-119).

text_not_applied(Who, C) -->
    (   { unmodelled_card(C) }
    ->  { card_id(C, Id) },
        [ event('FAB-119', text_not_applied, _{player:Who, card:Id}) ]
    ;   []
    ).

%!  depends_on_text(+State, +Move, -About:dict, -Reason) is nondet.
%
%   The engine's hook (rulecheck.pl): whether Move, which breaks no rule
%   rulecheck checks, is legal depends on the text of the card About
%   (_{card:Id, name:Name}), which rulecheck does not read (FAB-119):
%   Reason says which text.  First the ability an activate move names,
%   where its cost, its limit or when it may be activated is text
%   (activation_text/4); then each card whose text could forbid the move
%   (text_could_change/5: a restriction, a cost, a keyword on the
%   defenders, ...).  What an ability does once it resolves is not its
%   legality: an ability whose effect is text is answered, that text an
%   assumption (answer_assumption/4).

depends_on_text(S, M, About, Reason) :-
    (   activation_text(S, M, C, Reason)
    ;   text_could_change(S, M, restrict, C, K),
        \+ activation_text(S, M, C, _),
        Reason = text_could_forbid(C, K)
    ;   cost_less_could_forbid_pitch(S, M, C),
        \+ text_could_change(S, M, restrict, C, _),
        Reason = text_could_forbid(C, play)
    ),
    card_about(C, About).

%   An activate move naming an ability its card does not have, where the
%   text of an acting card rulecheck does not read could grant it one
%   (permit(activate): Storm of Sandikai's "Dragon allies you control
%   have 'Once per Turn Action - 0: Attack'"): whether the ability
%   exists is that text's, which FAB-401 leaves to it.
depends_on_text(S, M, About, ability_could_be_granted(G, C, I)) :-
    granted_ability_unread(S, M, C, G),
    get_dict(ability, M, I),
    card_about(G, About).

%   A play move naming a target for a card whose text is not read
%   (text_read false): only that text could give it one (Winter's Bite's
%   "Target hero ..."), so only it could make the move one the position
%   offers.
depends_on_text(S, M, About, text_target_unread(C)) :-
    get_dict(action, M, "play"),
    get_dict(target, M, _),
    get_dict(card, M, Id),
    card_of_position(S, Id, C),
    text_unread(C),
    text_reach(C, _),
    card_about(C, About).

%!  granted_ability_unread(+State, +Move, -Card, -Granter) is semidet.
%
%   Move activates an ability Card, its player's, does not have (nor a
%   text of its own rulecheck does not read: abilities_unread/1), and the
%   unread text of Granter, an acting card, could grant one
%   (text_could_change/5, permit(activate)).
granted_ability_unread(S, M, C, G) :-
    get_dict(action, M, "activate"),
    get_dict(player, M, Who),
    get_dict(card, M, Id),
    activated_card(S, Who, Id, _, C),           % position.pl
    \+ abilities_unread(C),
    get_dict(ability, M, I),
    \+ ( card_abilities(C, As0), auraw_abilities(S, Who, C, As0, As1), storm_abilities(S, Who, C, As1, As), integer(I), nth0(I, As, _) ),   % card_texts_auraweapons.pl (FAB-1570), card_texts_storm.pl (FAB-1489)
    (   auraw_granter_unread(S, M, G)           % card_texts_auraweapons.pl: Cosmo or Iris, their text unread
    ->  true
    ;   once(text_could_change(S, M, permit, G, activate))
    ).

%   cost_less_could_forbid_pitch(+State, +Move, -Card): Move plays Card
%   pitching cards, and Card's text not read could make it cost less
%   (self_allow(play): "this costs {r} less ...", Descendent Gustwave's
%   combo with its text hidden): a card pitched could then be one not
%   needed, which FAB-303 forbids (CR 1.14.3b), so a cost made less can
%   forbid a play too.
cost_less_could_forbid_pitch(S, M, C) :-
    get_dict(action, M, "play"),
    get_dict(pitch, M, [_|_]),
    get_dict(card, M, Id),
    card_of_position(S, Id, C),
    text_reach(C, Mask),
    reach_has(Mask, self_allow(play)).

%!  allowed_by_text(+State, +Move, ?RuleIds, -About:dict, -Reason) is nondet.
%
%   The engine's hook (rc_legal.pl): Move breaks the rules RuleIds, and
%   the text of the card About, which rulecheck does not read, could allow
%   it all the same (FAB-119: CR 1.0.1a, an effect that contradicts a rule
%   supersedes it): a permission, "as though", a cost less, an additional
%   time (text_could_change/5).  Not where a rule no text changes is
%   broken (text_proof_rule/1).  With RuleIds unbound: whether any text
%   could allow a move of Move's kind at all (a cheap question a listing
%   asks first).

allowed_by_text(S, M, Ids, About, text_could_allow(C, K, Ids)) :-
    (   is_list(Ids)
    ->  \+ ( member(Id, Ids), text_proof_rule(Id) )
    ;   true
    ),
    text_could_change(S, M, permit, C, K),
    card_about(C, About).

%   text_proof_rule(?RuleId): a rule no card text changes: who may act
%   (priority, FAB-203), that pitched cards come from the hand (FAB-304),
%   that a player activates only their own cards' abilities (FAB-401),
%   that the card intimidate banishes was in the hand (FAB-529), the end of
%   the game (FAB-702), and a move the position does not offer (RC-001).
text_proof_rule('FAB-203').
text_proof_rule('FAB-304').
text_proof_rule('FAB-401').
text_proof_rule('FAB-529').
text_proof_rule('FAB-702').
text_proof_rule('RC-001').

card_about(C, _{card:Id, name:Name}) :-
    card_id(C, Id),
    card_label_name(C, Name).

%!  activation_text(+State, +Move, -Card, -Reason) is semidet.
%
%   Move activates an ability of Card whose cost, limit or restriction is
%   text rulecheck does not check (ability_text_reason/4), or of a card
%   whose abilities it does not know (abilities_unread/1), or of a weapon
%   on the combat chain that pays with its own destruction.

activation_text(S, M, C, Reason) :-
    get_dict(action, M, "activate"),
    get_dict(player, M, Who),
    get_dict(card, M, Id),
    activated_card(S, Who, Id, _, C),           % position.pl
    get_dict(ability, M, I),
    (   card_abilities(C, As),
        integer(I),
        nth0(I, As, Ab)
    ->  (   chain_ability_unmodelled(S, Who, C, Ab, Why)
        ->  Reason = chain_ability_not_modelled(C, Why)
        ;   unmodelled_card(C),                 % a custom card's ability is its properties
            ability_text_reason(C, I, Ab, Reason)
        )
    ;   abilities_unread(C),
        Reason = abilities_not_modelled(C, I)
    ).

%!  ability_text_reason(+Card, +Index, +Ability, -Reason) is semidet.
%
%   Activating ability Index of Card depends on text rulecheck does not
%   model, Reason says which (the first that holds): its cost as printed,
%   where it holds more than the rules check (ability_cost_text/2: "{h}",
%   "{r}, {t}"); its limit, where it is more than once per turn; when it
%   may be activated, where its text restricts it ("Activate this only if
%   ...").  Fails for an ability whose legality the rules read whole:
%   what it does, where that is text (an effect other than FAB-404's),
%   waits on the stack and changes nothing of whether it may be activated;
%   the answer assumes it (answer_assumption/4).

ability_text_reason(C, I, Ab, Reason) :-
    (   ability_cost_text(Ab, Text)             % position.pl
    ->  Reason = ability_cost_not_modelled(C, I, Text)
    ;   get_dict(limit, Ab, Limit),
        \+ memberchk(Limit, ["none", "once per turn"])
    ->  Reason = ability_limit_not_modelled(C, I, Limit)
    ;   get_dict(restricted, Ab, true)
    ->  Reason = ability_restriction_not_modelled(C, I)
    ).

%!  abilities_unread(+Card) is semidet.
%
%   rulecheck does not know Card's activated abilities: a permanent of
%   the arena (neither hero, weapon nor equipment, whose abilities the
%   card data gives) whose text it does not model, or a card whose text
%   the state marks unread (text_read false).

abilities_unread(C) :-
    unmodelled_card(C),
    (   text_unread(C)
    ->  true
    ;   card_type(C, T),
        \+ memberchk(T, ["hero", "weapon", "equipment"])
    ).

%   The effects of an activated ability rulecheck models (FAB-404).
modelled_effect(Ab) :-
    get_dict(effect, Ab, E),
    (   memberchk(E, ["attack", "draw", "gain_life", "gain_resources", "gain_action_points",   % the last two: FAB-552
                      "next_attack_power"])     % card_texts_katsu_bravo.pl (FAB-615)
    ->  true
    ;   text_ability_effect(E)                  % card_texts_rhinar_dorinthea.pl
    ).

card_label_name(C, Name) :-
    (   get_dict(name, C, Name0) -> Name = Name0 ; card_id(C, Name) ).

message(text_not_modelled(Name)) -->
    [ "the text of ~w is not modelled: the answer assumes it changes nothing here"-[Name] ].
message(chain_ability_not_modelled(C, attack_destroyed)) -->
    { card_label(C, L) },
    [ "depends on the text of ~w, not modelled: it is the attack of a chain link, and rulecheck does not model destroying it to pay for its ability"-[L] ].
message(text_could_forbid(C, Kind)) -->
    { card_label(C, L), text_kind_words(Kind, W) },
    [ "depends on the text of ~w, not modelled: it could forbid ~w here (a restriction, a cost or a keyword it gives)"-[L, W] ].
message(text_target_unread(C)) -->
    { card_label(C, L) },
    [ "depends on the text of ~w, not modelled: the move names a target, which only its text could give it"-[L] ].
message(text_could_allow(C, Kind, Ids)) -->
    { card_label(C, L), text_kind_words(Kind, W), atomics_to_string(Ids, ", ", Rules) },
    [ "depends on the text of ~w, not modelled: it could allow ~w here, which ~w would forbid (a permission, a cost less, an additional time)"-[L, W, Rules] ].
message(ability_cost_not_modelled(C, I, Text)) -->
    { card_label(C, L) },
    [ "depends on the text of ~w, not modelled: the cost of its ability ~w, \"~w\", of which rulecheck checks only the resource points"-[L, I, Text] ].
message(ability_limit_not_modelled(C, I, Limit)) -->
    { card_label(C, L) },
    [ "depends on the text of ~w, not modelled: its ability ~w may be activated ~w"-[L, I, Limit] ].
message(ability_restriction_not_modelled(C, I)) -->
    { card_label(C, L) },
    [ "depends on the text of ~w, not modelled: when its ability ~w may be activated (its text restricts it)"-[L, I] ].
message(ability_could_be_granted(G, C, I)) -->
    { card_label(G, GL), card_label(C, L) },
    [ "depends on the text of ~w, not modelled: it could give ~w an ability ~w (~w has none of its own)"-[GL, L, I, L] ].
message(abilities_not_modelled(C, I)) -->
    { card_label(C, L) },
    [ "depends on the text of ~w, not modelled: whether it has an ability ~w, and what it does"-[L, I] ].
