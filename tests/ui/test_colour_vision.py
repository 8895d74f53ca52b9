"""Seat colours for every eye (issue 35): the seat colours are simulated as seen with
protanopia, deuteranopia and tritanopia (Machado, Oliveira and Fernandes 2009, severity 1, in
linear RGB) and compared by CIEDE2000.  On every board (four, six and eight seats) every pair
of seats stays clearly apart, the tokens and the nests, on the light, dark and high-contrast
boards; the seat marks (● ■ ▲ ◆ ⬢ ★ ✚ ⬟, BD-4) differ for every seat besides."""
from __future__ import annotations

import itertools
import math

import pytest

from parchis_desktop.ui.theme import SEAT_COLOURS, SEAT_MARKS, Theme

#: CIEDE2000 under which two seats are not "told apart at a glance" on a token.
APART = 8.0

# Machado et al. 2009, severity 1.0 (linear RGB)
SIMULATIONS = {
 "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
 "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
 "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}
def lin(c): c/=255; return c/12.92 if c<=0.04045 else ((c+0.055)/1.055)**2.4
def simulate(rgb, kind):
    l=[lin(c) for c in rgb]
    if kind=="normal": return l
    return [min(1,max(0,sum(SIMULATIONS[kind][i][j]*l[j] for j in range(3)))) for i in range(3)]
def lab(l):
    r,g,b=l
    X=(0.4124564*r+0.3575761*g+0.1804375*b)/0.95047; Y=0.2126729*r+0.7151522*g+0.0721750*b; Z=(0.0193339*r+0.1191920*g+0.9503041*b)/1.08883
    f=lambda t: t**(1/3) if t>216/24389 else (24389/27*t+16)/116
    return 116*f(Y)-16, 500*(f(X)-f(Y)), 200*(f(Y)-f(Z))
def de2000(a,b):
    L1,a1,b1=a; L2,a2,b2=b
    C1=math.hypot(a1,b1); C2=math.hypot(a2,b2); Cb=(C1+C2)/2
    G=0.5*(1-math.sqrt(Cb**7/(Cb**7+25**7)))
    a1p=(1+G)*a1; a2p=(1+G)*a2
    C1p=math.hypot(a1p,b1); C2p=math.hypot(a2p,b2)
    h1=math.degrees(math.atan2(b1,a1p))%360; h2=math.degrees(math.atan2(b2,a2p))%360
    dL=L2-L1; dC=C2p-C1p
    dh=0 if C1p*C2p==0 else (h2-h1 if abs(h2-h1)<=180 else h2-h1-360 if h2-h1>180 else h2-h1+360)
    dH=2*math.sqrt(C1p*C2p)*math.sin(math.radians(dh/2))
    Lb=(L1+L2)/2; Cbp=(C1p+C2p)/2
    hb=h1+h2 if C1p*C2p==0 else ((h1+h2)/2 if abs(h1-h2)<=180 else (h1+h2+360)/2 if h1+h2<360 else (h1+h2-360)/2)
    T=1-0.17*math.cos(math.radians(hb-30))+0.24*math.cos(math.radians(2*hb))+0.32*math.cos(math.radians(3*hb+6))-0.20*math.cos(math.radians(4*hb-63))
    dth=30*math.exp(-((hb-275)/25)**2); RC=2*math.sqrt(Cbp**7/(Cbp**7+25**7))
    SL=1+0.015*(Lb-50)**2/math.sqrt(20+(Lb-50)**2); SC=1+0.045*Cbp; SH=1+0.015*Cbp*T; RT=-math.sin(math.radians(2*dth))*RC
    return math.sqrt((dL/SL)**2+(dC/SC)**2+(dH/SH)**2+RT*(dC/SC)*(dH/SH))


def seen(colour, kind: str):
    return lab(simulate((colour.red(), colour.green(), colour.blue()), kind))


THEMES = {"light": Theme.light, "dark": Theme.dark_theme, "high contrast": Theme.high_contrast}
KINDS = ["normal", "protanopia", "deuteranopia", "tritanopia"]


def distances(kind: str, colours) -> dict[tuple[int, int], float]:
    return {(i, j): de2000(seen(colours[i], kind), seen(colours[j], kind))
            for i, j in itertools.combinations(range(len(colours)), 2)}


def test_the_colour_difference_formula():
    # Sharma, Wu and Dalal (2005), the CIEDE2000 test data, pairs 1 and 17.
    assert de2000((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485)) == pytest.approx(2.0425, abs=1e-4)
    assert de2000((50.0, 2.5, 0.0), (73.0, 25.0, -18.0)) == pytest.approx(27.1492, abs=1e-4)


def test_a_simulation_confuses_what_it_should():
    red, green = (255, 0, 0), (0, 160, 0)
    normal = de2000(lab(simulate(red, "normal")), lab(simulate(green, "normal")))
    assert de2000(lab(simulate(red, "deuteranopia")), lab(simulate(green, "deuteranopia"))) < normal / 2
    assert lab(simulate((128, 128, 128), "protanopia"))[1:] == pytest.approx((0, 0), abs=1.0)   # grey stays grey


@pytest.mark.parametrize("theme", list(THEMES))
@pytest.mark.parametrize("seats", [4, 6, 8])
@pytest.mark.parametrize("kind", KINDS)
def test_the_seats_are_told_apart_on_every_board(kind, seats, theme):
    """The tokens (one colour on every board) and the nests (calmer on a dark board) of every
    pair of seats of a four-, six- or eight-seat board."""
    board = THEMES[theme]()
    for what, colour in (("token", board.seat), ("nest", board.nest)):
        close = {pair: round(d, 1) for pair, d in distances(kind, [colour(s) for s in range(seats)]).items()
                 if d < APART}
        assert not close, f"{kind}, {seats} seats, {theme} board: {what}s too alike {close}"


def test_every_seat_has_its_own_mark():
    assert len(set(SEAT_MARKS)) == len(SEAT_COLOURS) == 8
