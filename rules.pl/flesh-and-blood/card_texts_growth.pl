/*  Flesh and Blood: the texts of the heroes of the Florian and Verdance
    Blitz Decks.

    Part of game.pl, included after card_texts_florian.pl, whose
    relations it reuses (card_text_read/2 names every text read; a card
    whose whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, Legend Story Studios, as published February
    2026):

    - Florian: with 4 or more Earth cards in his player's banished zone
      (FAB-1281), each time that player would create 1 or more aura
      tokens, they create one more of each of those tokens (FAB-1216: a
      replacement of the creation, applied in tokens_created.pl, through
      which every text rulecheck reads creates its tokens).  Essence of
      Earth is deck building: the card data's talents.

    Verdance is not read here: its text stays an assumption of the
    answers, or makes them unknown (FAB-119); docs/games/flesh-and-blood.md
    says why.
*/

:- discontiguous card_text_read/2, message//1, rule/5.

%   The texts read here (card_text_read/2):
%
%       growth_aura_tokens_plus(1)   Florian: "If there are 4 or more
%                               Earth cards in your banished zone, Florian
%                               gets 'If you would create 1 or more aura
%                               tokens, instead create that many plus 1
%                               of each of those tokens.' Essence of
%                               Earth" (FAB-1216)

                 /*******************************
                 *            FLORIAN           *
                 *******************************/

rule('FAB-1216', effect, "Florian: with 4 or more Earth cards banished, his player creates one more of each aura token they create",
     "A player whose hero is Florian (its text read, its abilities not lost: Humble, Crush Confidence, FAB-624) and who has 4 or more Earth cards in their banished zone (FAB-1281, read each time tokens would be created) creates, each time an effect of theirs would create 1 or more aura tokens (tokens with the subtype Aura: Runechant, Embodiment of Earth, Frostbite, ...), that many plus 1 of each of those tokens: one more of each name among the aura tokens of that one creation (3 Runechants: 4; an Agility, a Might and a Vigor: two of each), entering the arena of the player the tokens are created for after them, with the ids of their source (numbered). Tokens that are not auras (Gold, Silver, Ash) are created as the text says. Tokens the other player's effect creates in Florian's player's arena (a Frostbite, a Bloodrot Pox) are not his player's creation: they are not replaced; a Frostbite his player creates in the other player's arena is. The replacement applies once to each creation (CR 6.4.5). Every text rulecheck reads creates its arena tokens through one relation (tokens_created.pl), where this applies; an event says which tokens it created. Where unknown face-up cards in the banished zone could make 4, rulecheck creates what the text says and its event says they are not read. Essence of Earth is deck building: the card data's.",
     ruling("",
            "Florian: \"If there are 4 or more Earth cards in your banished zone, Florian gets 'If you would create 1 or more aura tokens, instead create that many plus 1 of each of those tokens.' Essence of Earth\" CR 1.7.4 (a hero's abilities are functional in the arena), 6.4.1, 6.4.2a (the condition of a replacement read each time it could apply), 6.4.5 (once per original event), 6.4.9 (a standard-replacement effect: \"If ... instead\"), 8.5.2 (create: a token produced in the arena), 8.3.16 (Essence: a deck-building permission), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The controller of the effect that creates the tokens is the player who creates them, whoever's control they enter.")).

card_text_read("Florian", growth_aura_tokens_plus(1)).

%!  growth_tokens_more(+State, +Creator, +Names:list, -More:list, -Notes:list) is semidet.
%
%   Creator would create the tokens Names (one creation) in State: More,
%   the names of the aura tokens Florian's replacement adds (one of each
%   aura name among Names, FAB-1216); Notes, [growth_earth_unknown(Ids)]
%   where unknown face-up banished cards Ids could make the 4 Earth cards
%   and those shown do not (More then []).  Fails where it does not
%   apply.  tokens_created.pl's tokens_created/8 calls it.

growth_tokens_more(S, Creator, Names, More, Notes) :-
    include(growth_aura_token, Names, Auras),
    Auras \== [],
    player(S, Creator, P),
    text_read_name(P.hero, HName),
    card_text_read(HName, growth_aura_tokens_plus(1)),
    \+ hero_abilities_lost(S, Creator),         % card_texts_bravo.pl (FAB-624)
    florian_earth_met(S, Creator, Met, U),      % card_texts_florian.pl (FAB-1281)
    (   Met == true
    ->  list_to_set(Auras, More), Notes = []
    ;   U \== []
    ->  More = [], maplist(card_id, U, UIds), Notes = [growth_earth_unknown(UIds)]
    ).

%   growth_aura_token(+Name): a token named Name is an aura (its card
%   data's subtypes).
growth_aura_token(Name) :-
    card_subtypes(_{name:Name}, Ss),            % states.pl
    memberchk("Aura", Ss).

%!  growth_more_made(+Creator, +SourceId, +More:list)// is det.
%
%   The events of Florian's replacement (FAB-1216): the ids of the
%   tokens it created, and the unknown banished cards not read.

growth_more_made(Creator, Src, More) -->
    { partition(growth_note, More, Notes, Ids) },
    (   { Ids \== [] }
    ->  [ event('FAB-1216', growth_more_tokens, _{player:Creator, by:Src, tokens:Ids}) ]
    ;   []
    ),
    (   { member(growth_earth_unknown(UIds), Notes) }
    ->  [ event('FAB-1216', growth_earth_unknown_not_read, _{player:Creator, by:Src, unknown:UIds}) ]
    ;   []
    ).

growth_note(growth_earth_unknown(_)).

message(event(growth_more_tokens, F, S0)) -->
    { event_card(S0, F.by, By), atomic_list_concat(F.tokens, ', ', Ids) },
    [ "Florian: ~w has 4 or more Earth cards in their banished zone, so as ~w creates aura tokens ~w creates one more of each: ~w"-[F.player, By, F.player, Ids] ].
message(event(growth_earth_unknown_not_read, F, S0)) -->
    { event_card(S0, F.by, By), atomic_list_concat(F.unknown, ', ', U) },
    [ "Florian: as ~w creates aura tokens, the unknown card(s) ~w in ~w's banished zone are not read, and the Earth cards the position shows there are fewer than 4: no token more is created"-[By, U, F.player] ].
