:- module(rc_display,
          [ display_model/5,        % +Title, +Status, +Players, +Zones, -Model
            display_player/4,       % +Name, +Figures, +Markers, -Player
            display_zone/6,         % +Id, +Label, +Owner, +Layout, +Cards, -Zone
            display_zone/7,         % +Id, +Label, +Owner, +Layout, +Cards, +Options, -Zone
            display_card/6,         % +Id, +Label, +Counters, +Markers, +Facts, -Card
            hidden_card/1,          % -Card
            unknown_card/2,         % +Id, -Card
            viewer_sees/4,          % +Game, +State, +Viewer, +Steps
            display_text/2,         % +Value, -Text
            display_words/3         % +Game, +Model0, -Model
          ]).

/** <module> The display model: one picture of a position for every game

`rulecheck show` draws, and a judge's web page may draw, any game from
this model alone; each game's display/3 (rules.pl/<game>/display.pl)
builds it with the helpers below, in words the rules made: every text
that is a sentence or a phrase is a term there, worded by the game's
message//1 once the model is complete (display_words/3), as the rules'
reasons are; names, ids and numbers are taken as they are.  Nothing a
viewer cannot see is in it: a hidden card is hidden_card/1, with no id
and no values.

    Model    _{title, status, players, zones}
      title    the game's name
      status   lines in words: whose turn, the phase or step, what the game
               waits for, what is under way, the outcome once it is over
    Player   _{name, figures, markers}, in seating order
      figures  [_{label, value}]: life, mana, wounds ... (value an integer
               or a string)
      markers  words: "to act", "turn player", "has priority", "defeated" ...
    Zone     _{id, label, owner, layout, group, columns, count, cards, facts}
      id       unique in the model
      label    the zone in words ("hand", "deck", "top lane"); a zone with
               an owner is drawn among the owner's zones, so its label
               need not name them
      owner    a player's name, or null for a shared zone (the stack, a
               supply, a combat)
      layout   how the cards lie:
                 row    side by side (a hand)
                 list   one under the other (cards in play, with values)
                 pile   face down but the top (a deck): the count and the
                        first card
                 stack  bottom to top, one under the other
                 lane   a side of a lane: the zones with the same group
                        are drawn side by side, in model order
                 grid   cells, `columns` to a row
      group    the zones drawn together (the sides of one lane), or null
      columns  for a grid, the cells in a row; else null
      count    how many cards the zone holds, or null when the viewer may
               not know it
      cards    its cards in order (a supply's entries, a token, a cell
               are cards too), each _{id, label, counters, markers, facts}:
                 id       the card's id, or null (hidden, or no card of
                          the state: a token, a supply's entry)
                 label    its name in words
                 counters [_{label, value}]: attack/health, damage ...
                          (an empty label: the value says what it is,
                          as "3/5")
                 markers  words: "playable now", "exhausted", "new",
                          "hidden", "unknown", "top" ...
                 facts    short texts: keywords, abilities, who played it
      facts    short texts about the zone as a whole ("total defense 3")

The model's JSON Schema is pycli/schemas/output/show.json ("model").
*/

:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(pairs)).
:- use_module(rc_legal, [reason_text/3]).

%!  display_model(+Title, +Status:list, +Players:list, +Zones:list, -Model:dict) is det.

display_model(Title, Status, Players, Zones, _{title:T, status:Ss, players:Players, zones:Zones}) :-
    display_text(Title, T),
    maplist(display_text, Status, Ss).

%!  display_player(+Name, +Figures:list(pair), +Markers:list, -Player:dict) is det.
%
%   Figures are Label-Value pairs.

display_player(Name, Figures, Markers, _{name:N, figures:Fs, markers:Ms}) :-
    display_text(Name, N),
    maplist(labelled_value, Figures, Fs),
    maplist(display_text, Markers, Ms).

%!  display_zone(+Id, +Label, +Owner, +Layout, +Cards:list, -Zone:dict) is det.
%!  display_zone(+Id, +Label, +Owner, +Layout, +Cards:list, +Options, -Zone:dict) is det.
%
%   A zone holding Cards (display_card/6 dicts).  Options: group(Group),
%   columns(N), count(N) (default: the number of Cards), facts(Texts).

display_zone(Id, Label, Owner, Layout, Cards, Zone) :-
    display_zone(Id, Label, Owner, Layout, Cards, [], Zone).

display_zone(Id, Label, Owner, Layout, Cards, Options,
             _{id:I, label:L, owner:O, layout:Layout, group:G, columns:C,
               count:N, cards:Cards, facts:Fs}) :-
    must_be(oneof([row, list, pile, stack, lane, grid]), Layout),
    display_text(Id, I),
    display_text(Label, L),
    ( Owner == null -> O = null ; display_text(Owner, O) ),
    option(group(G0), Options, null),
    ( G0 == null -> G = null ; display_text(G0, G) ),
    option(columns(C), Options, null),
    length(Cards, N0),
    option(count(N), Options, N0),
    option(facts(Fs0), Options, []),
    maplist(display_text, Fs0, Fs).

%!  display_card(+Id, +Label, +Counters:list(pair), +Markers:list, +Facts:list, -Card:dict) is det.
%
%   Counters are Label-Value pairs.

display_card(Id, Label, Counters, Markers, Facts, _{id:I, label:L, counters:Cs, markers:Ms, facts:Fs}) :-
    ( Id == null -> I = null ; display_text(Id, I) ),
    display_text(Label, L),
    maplist(labelled_value, Counters, Cs),
    maplist(display_text, Markers, Ms),
    maplist(display_text, Facts, Fs).

%!  hidden_card(-Card:dict) is det.
%
%   A card the viewer cannot see: no id, no values.

hidden_card(Card) :-
    display_card(null, "hidden", [], [hidden], [], Card).

%!  unknown_card(+Id, -Card:dict) is det.
%
%   A card nobody at the table can name (the position does not say).

unknown_card(Id, Card) :-
    display_card(Id, "unknown card", [], [unknown], [], Card).

%!  viewer_sees(+Game:atom, +State, +Viewer, +Steps:list) is semidet.
%
%   Viewer (a player, or null: a judge, who sees everything) may see the
%   part of State at the JSON path Steps: the game's hidden/3 does not
%   hide it.

viewer_sees(Game, State, Viewer, Steps) :-
    \+ ( Viewer \== null, Game:hidden(State, Viewer, Steps) ).

%!  display_text(+Value, -Text) is det.
%
%   A value as the model's text: a string as it is, an atom or a number
%   written, a compound term (words the game's message//1 makes) kept for
%   display_words/3.

display_text(Value, Text) :-
    (   string(Value)
    ->  Text = Value
    ;   compound(Value)
    ->  Text = Value
    ;   format(string(Text), "~w", [Value])
    ).

%!  display_words(+Game:atom, +Model0:dict, -Model:dict) is det.
%
%   Model is Model0 with every term of words in it (a compound that is
%   neither a dict nor a list) replaced by its text, the game's message//1
%   for it (rc_legal:reason_text/3).  A term the game does not word is a
%   bug, raised as a type error.

display_words(Game, Model0, Model) :-
    (   is_dict(Model0)
    ->  dict_pairs(Model0, Tag, Pairs0),
        maplist(display_words_pair(Game), Pairs0, Pairs),
        dict_pairs(Model, Tag, Pairs)
    ;   is_list(Model0)
    ->  maplist(display_words(Game), Model0, Model)
    ;   compound(Model0)
    ->  reason_text(Game, Model0, Model)
    ;   Model = Model0
    ).

display_words_pair(Game, K-V0, K-V) :-
    display_words(Game, V0, V).

labelled_value(Label-Value0, _{label:L, value:Value}) :-
    display_text(Label, L),
    (   integer(Value0)
    ->  Value = Value0
    ;   display_text(Value0, Value)
    ).
