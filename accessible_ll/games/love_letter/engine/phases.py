"""What the player in ``state.to_act`` decides now."""

PLAY = "play"                # play one of two cards
CHANCELLOR = "chancellor"    # keep one card, order the rest under the deck
REDRAW = "redraw"            # the Bishop's chosen player: discard and draw, or not
ROUND_OVER = "round_over"    # between rounds: call start_next_round()
GAME_OVER = "game_over"      # the game has ended
